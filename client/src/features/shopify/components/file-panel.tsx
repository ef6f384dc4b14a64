import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { downloadText } from '../download';
import type { HighlightLanguage } from '../highlight';
import { CodeBlock } from './code-block';

/** One converted file: its name, copy and download actions, and the highlighted code. */
export function FilePanel({
  title,
  fileName,
  content,
  language,
  mimeType,
}: {
  /** What the file is, e.g. 'Shopify section code'. */
  title: string;
  fileName: string;
  content: string;
  language: HighlightLanguage;
  mimeType: string;
}) {
  async function copy() {
    if (await copyText(content))
      toast({ title: 'Copied to clipboard', description: `${title} copied to the clipboard.` });
    else toastError('Copy failed', 'Select the code and copy it by hand.');
  }

  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate font-mono text-xs text-slate-600" title={fileName}>
          {fileName}
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={`Copy ${title}`}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => downloadText(fileName, content, mimeType)}
            aria-label={`Download ${fileName}`}
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      </div>
      <CodeBlock code={content} language={language} label={title} wrap={language === 'markdown'} />
    </div>
  );
}
