import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import type { HighlightLanguage } from '../highlight';

/**
 * Shows code at once as plain text and swaps in the highlighted version when
 * highlight.js has loaded (its own chunk, fetched by the first dialog that needs it).
 */
export function CodeBlock({
  code,
  language,
  label,
  wrap = false,
}: {
  code: string;
  language: HighlightLanguage;
  label: string;
  /** Wrap long lines: prose such as Markdown documentation reads better wrapped. */
  wrap?: boolean;
}) {
  const [highlighted, setHighlighted] = useState<{ code: string; html: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import('../highlight').then(({ highlightCode }) => {
      if (live) setHighlighted({ code, html: highlightCode(code, language) });
    });
    return () => {
      live = false;
    };
  }, [code, language]);

  const html = highlighted?.code === code ? highlighted.html : null;
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className={cn(
        'max-h-[45vh] min-h-32 overflow-auto rounded-lg border border-slate-200 bg-slate-50 text-xs leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 sm:max-h-[50vh]',
        wrap && 'whitespace-pre-wrap break-words',
      )}
    >
      {html === null ? (
        <code className="block p-4 font-mono">{code}</code>
      ) : (
        <code className="hljs block bg-transparent! p-4 font-mono" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </pre>
  );
}
