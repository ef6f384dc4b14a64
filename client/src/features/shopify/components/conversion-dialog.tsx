import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ExternalLink, FolderGit2, Loader2, RotateCcw, TriangleAlert } from 'lucide-react';
import {
  sectionFileName,
  snippetDocumentationFileName,
  snippetFileName,
  type ShopifySectionResult,
  type ShopifySnippetResult,
} from '@shared/schemas/shopify';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { GithubPushed } from '@shared/schemas/github';
import type { ConversionKind, ConversionResult } from '../api/convert';
import { conversionFailureReason, conversionFailureText } from '../conversion-failure';
import { ConversionSummary } from './conversion-summary';
import { FilePanel } from './file-panel';

const COPY: Record<ConversionKind, { title: string; description: string; busy: string }> = {
  section: {
    title: 'Shopify Section',
    description:
      'The saved snippet as a section with settings, blocks and presets. Add it to the sections folder of a theme.',
    busy: 'Converting to a Shopify section...',
  },
  snippet: {
    title: 'Shopify Snippet',
    description: 'The saved snippet as a Shopify snippet with LiquidDoc parameters, and its documentation.',
    busy: 'Converting to a Shopify snippet...',
  },
};

/** The conversion dialog: busy while the server converts, then the result or what went wrong. */
export function ConversionDialog<K extends ConversionKind>({
  kind,
  snippetId,
  open,
  onOpenChange,
  conversion,
  onRetry,
  onSaveToGithub,
  pushed,
  children,
}: {
  kind: K;
  snippetId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversion: UseMutationResult<ConversionResult<K>, Error, void>;
  onRetry: () => void;
  onSaveToGithub: (result: ConversionResult<K>) => void;
  /** The last push of this result, kept in view after its toast is gone. */
  pushed?: GithubPushed | null;
  /** Dialogs opened from this one: nested here, they hand focus back to it when they close. */
  children?: ReactNode;
}) {
  const copy = COPY[kind];
  const result = conversion.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" aria-busy={conversion.isPending}>
        <DialogHeader className="pr-6">
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>

        {conversion.isPending && (
          <div
            role="status"
            className="flex flex-col items-center justify-center gap-3 py-16 text-center text-sm text-slate-600"
          >
            <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-slate-500" />
            <p>{copy.busy}</p>
            <p className="text-xs text-slate-500">
              Each result is checked with Shopify Theme Check; this takes a few seconds.
            </p>
          </div>
        )}

        {conversion.isError && (
          <div role="alert" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="flex items-start gap-2 break-words font-medium">
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {/* The server's own reason says what to fix; the general text is the fallback. */}
              {conversionFailureReason(conversion.error) ?? conversionFailureText(conversion.error)}
            </p>
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        )}

        {result && <ConversionSummary result={result} />}
        {result && kind === 'section' && <SectionFiles snippetId={snippetId} result={result as ShopifySectionResult} />}
        {result && kind === 'snippet' && <SnippetFiles snippetId={snippetId} result={result as ShopifySnippetResult} />}

        {result && pushed && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <span className="min-w-0 break-words">
              Saved <code className="font-mono text-xs">{pushed.filePath}</code> to <strong>{pushed.repository}</strong>{' '}
              ({pushed.branch}).
            </span>
            <a
              href={pushed.commitUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 underline underline-offset-2"
            >
              View commit
              <ExternalLink aria-hidden="true" className="h-3 w-3" />
            </a>
          </p>
        )}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {result && (
            <Button type="button" onClick={() => onSaveToGithub(result)}>
              <FolderGit2 aria-hidden="true" />
              Save to GitHub
            </Button>
          )}
        </DialogFooter>
        {children}
      </DialogContent>
    </Dialog>
  );
}

function SectionFiles({ snippetId, result }: { snippetId: number; result: ShopifySectionResult }) {
  return (
    <FilePanel
      title="Shopify section code"
      fileName={sectionFileName(snippetId)}
      content={result.shopifyCode}
      language="xml"
      mimeType="text/plain"
    />
  );
}

function SnippetFiles({ snippetId, result }: { snippetId: number; result: ShopifySnippetResult }) {
  return (
    <Tabs defaultValue="code" className="min-w-0">
      <TabsList>
        <TabsTrigger value="code">Snippet code</TabsTrigger>
        <TabsTrigger value="documentation">Documentation</TabsTrigger>
      </TabsList>
      <TabsContent value="code">
        <FilePanel
          title="Shopify snippet code"
          fileName={snippetFileName(snippetId)}
          content={result.snippetCode}
          language="xml"
          mimeType="text/plain"
        />
      </TabsContent>
      <TabsContent value="documentation">
        <FilePanel
          title="Snippet documentation"
          fileName={snippetDocumentationFileName(snippetId)}
          content={result.documentation}
          language="markdown"
          mimeType="text/markdown"
        />
      </TabsContent>
    </Tabs>
  );
}
