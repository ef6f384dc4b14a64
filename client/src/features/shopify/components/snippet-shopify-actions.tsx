import { useRef, useState, type ReactNode } from 'react';
import { FolderGit2, ShoppingBag, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/use-toast';
import type { ExportDialogProps } from '@/lib/export-dialog';
import type { GithubExportFile, GithubPushed } from '@shared/schemas/github';
import { sectionFileName } from '@shared/schemas/shopify';
import { useConvert, type ConversionKind, type ConversionResult } from '../api/convert';
import { conversionFailureText } from '../conversion-failure';
import { ConversionDialog } from './conversion-dialog';

/** What a result holds for GitHub: the code, and where a theme keeps it. */
function githubFile(snippetId: number, result: ConversionResult<ConversionKind>): GithubExportFile {
  if ('shopifyCode' in result)
    return { content: result.shopifyCode, path: 'sections', fileName: sectionFileName(snippetId) };
  // {% render %} finds a snippet by its file name, so the file keeps the name its documentation uses.
  const fileName = result.themePath.split('/').pop() ?? `snippet-${snippetId}.liquid`;
  return { content: result.snippetCode, path: 'snippets', fileName };
}

/**
 * The editor page's 'Convert to Shopify', 'Convert to Shopify Snippet' and GitHub export controls.
 * `exportDialog` draws the dialog that saves a converted file to GitHub (the page composes it).
 */
export function SnippetShopifyActions({
  snippetId,
  exportDialog,
}: {
  snippetId: number;
  exportDialog: (props: ExportDialogProps) => ReactNode;
}) {
  const section = useConvert(snippetId, 'section');
  const snippet = useConvert(snippetId, 'snippet');
  const [open, setOpen] = useState<ConversionKind | null>(null);
  const [github, setGithub] = useState<GithubExportFile | null>(null);
  const [githubOpen, setGithubOpen] = useState(false);
  const [pushed, setPushed] = useState<GithubPushed | null>(null);
  /** 'Export to GitHub' converts first; closing the dialog meanwhile cancels the export. */
  const exportWhenDone = useRef(false);

  const openGithub = (result: ConversionResult<ConversionKind>) => {
    setGithub(githubFile(snippetId, result));
    setGithubOpen(true);
  };

  function show(kind: ConversionKind | null) {
    setOpen(kind);
    if (kind === null) {
      setGithubOpen(false);
      exportWhenDone.current = false;
    }
  }

  function start(kind: ConversionKind, thenGithub = false) {
    show(kind);
    setPushed(null);
    exportWhenDone.current = thenGithub;
    const conversion = kind === 'section' ? section : snippet;
    if (conversion.isPending) return;
    conversion.mutate(undefined, {
      onSuccess: (result) => {
        if (!exportWhenDone.current) return;
        exportWhenDone.current = false;
        openGithub(result);
      },
      onError: (error) => toastError('Conversion failed', conversionFailureText(error)),
    });
  }

  const githubDialog = exportDialog({
    open: githubOpen,
    onOpenChange: setGithubOpen,
    file: github,
    onPushed: setPushed,
  });
  const busy = section.isPending || snippet.isPending;
  /** While a conversion runs the buttons refuse, yet stay focusable: closing its dialog hands focus back to one. */
  const whenFree = (action: () => void) => ({
    'aria-disabled': busy || undefined,
    onClick: () => {
      if (!busy) action();
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" size="sm" variant="outline" {...whenFree(() => start('section'))}>
        <Store aria-hidden="true" />
        Convert to Shopify
      </Button>
      <Button type="button" size="sm" variant="outline" {...whenFree(() => start('snippet'))}>
        <ShoppingBag aria-hidden="true" />
        Convert to Shopify Snippet
      </Button>
      <Button type="button" size="sm" variant="outline" {...whenFree(() => start('section', true))}>
        <FolderGit2 aria-hidden="true" />
        Export to GitHub
      </Button>

      <ConversionDialog
        kind="section"
        snippetId={snippetId}
        open={open === 'section'}
        onOpenChange={(next) => show(next ? 'section' : null)}
        conversion={section}
        onRetry={() => start('section')}
        onSaveToGithub={openGithub}
        pushed={pushed}
      >
        {open === 'section' && githubDialog}
      </ConversionDialog>
      <ConversionDialog
        kind="snippet"
        snippetId={snippetId}
        open={open === 'snippet'}
        onOpenChange={(next) => show(next ? 'snippet' : null)}
        conversion={snippet}
        onRetry={() => start('snippet')}
        onSaveToGithub={openGithub}
        pushed={pushed}
      >
        {open === 'snippet' && githubDialog}
      </ConversionDialog>
    </div>
  );
}
