import hljs from 'highlight.js/lib/core';
import xml from 'highlight.js/lib/languages/xml';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import markdown from 'highlight.js/lib/languages/markdown';
import 'highlight.js/styles/github.css';

/**
 * Loaded on demand by the conversion dialogs only. Liquid files are read as
 * HTML (xml), whose <style> and <script> parts use css and javascript.
 */
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('css', css);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('markdown', markdown);

export type HighlightLanguage = 'xml' | 'markdown';

/** HTML with highlight.js's token spans; highlight.js escapes the code itself. */
export function highlightCode(code: string, language: HighlightLanguage): string {
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
