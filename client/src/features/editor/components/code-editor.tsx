import { useEffect, useRef, useState } from 'react';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  EditorView,
  crosshairCursor,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { html } from '@codemirror/lang-html';
import { css } from '@codemirror/lang-css';
import { javascript } from '@codemirror/lang-javascript';
import { HIGHLIGHT_TERM } from '../../../../preview/protocol';
import { guessLanguage, type EditorLanguage } from '../language';
import { cn } from '@/lib/utils';

export interface CodeEditorProps {
  value: string;
  /** Every edit made in the editor (not the changes that come in through `value`). */
  onChange: (code: string) => void;
  /** The selected text when it is a single term (letters, digits, _ or -), else ''. */
  onSelectionText?: (text: string) => void;
  readOnly?: boolean;
  label?: string;
  className?: string;
}

/** Marks changes that come from outside (a streamed re-prompt, a restore): they are not echoed to onChange. */
const external = Annotation.define<boolean>();

const LANGUAGE_LABELS: Record<EditorLanguage, string> = { html: 'HTML', css: 'CSS', javascript: 'JavaScript' };

const LANGUAGES: Record<EditorLanguage, () => Extension> = {
  html: () => html({ matchClosingTags: true, autoCloseTags: true }),
  css: () => css(),
  javascript: () => javascript(),
};

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#ffffff' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.55' },
  // Line numbers readable at 4.5:1 and more; the active line is marked by a bar, not a tint, so every
  // token keeps the contrast it has on white.
  '.cm-gutters': { backgroundColor: '#f8fafc', borderRight: '1px solid #e2e8f0', color: '#475569' },
  '.cm-activeLineGutter': { backgroundColor: '#eef2f7', color: '#0f172a' },
  '.cm-activeLine': { backgroundColor: 'transparent', boxShadow: 'inset 2px 0 0 #cbd5e1' },
  '&.cm-focused': { outline: 'none' },
  '.cm-panels': { fontFamily: 'inherit', backgroundColor: '#f8fafc', color: '#0f172a' },
  '.cm-panels.cm-panels-bottom': { borderTop: '1px solid #e2e8f0' },
  '.cm-search': { padding: '6px 10px', fontSize: '13px' },
  '.cm-textfield': {
    border: '1px solid #cbd5e1',
    borderRadius: '6px',
    padding: '3px 8px',
    fontSize: '13px',
    backgroundColor: '#ffffff',
  },
  '.cm-button': {
    backgroundImage: 'none',
    backgroundColor: '#ffffff',
    border: '1px solid #cbd5e1',
    borderRadius: '6px',
    padding: '3px 10px',
    fontSize: '12px',
    textTransform: 'capitalize',
  },
  '.cm-search label': { fontSize: '12px', color: '#475569' },
});

/** The smallest change turning `from` into `to`: streaming mostly appends, so undo and the cursor stay useful. */
function diff(from: string, to: string) {
  let start = 0;
  const max = Math.min(from.length, to.length);
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start += 1;
  let endFrom = from.length;
  let endTo = to.length;
  while (endFrom > start && endTo > start && from.charCodeAt(endFrom - 1) === to.charCodeAt(endTo - 1)) {
    endFrom -= 1;
    endTo -= 1;
  }
  return { from: start, to: endFrom, insert: to.slice(start, endTo) };
}

/**
 * CodeMirror 6 for one combined HTML/CSS/JS text: line numbers, search,
 * bracket matching, undo history, and the language guessed from the content.
 * One editor lives as long as the component; outside changes are transactions.
 */
export function CodeEditor({
  value,
  onChange,
  onSelectionText,
  readOnly = false,
  label = 'Code editor',
  className,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), readOnly: new Compartment(), label: new Compartment() });
  const language = guessLanguage(value);
  const [configured, setConfigured] = useState(language);
  const callbacks = useRef({ onChange, onSelectionText });
  useEffect(() => {
    callbacks.current = { onChange, onSelectionText };
  });
  const initial = useRef({ value, readOnly, label, language });

  useEffect(() => {
    const { language: languageSlot, readOnly: readOnlySlot, label: labelSlot } = compartments.current;
    let lastTerm = '';
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial.current.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          foldGutter(),
          drawSelection(),
          dropCursor(),
          EditorState.allowMultipleSelections.of(true),
          indentOnInput(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          rectangularSelection(),
          crosshairCursor(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...foldKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          theme,
          languageSlot.of(LANGUAGES[initial.current.language]()),
          readOnlySlot.of(EditorState.readOnly.of(initial.current.readOnly)),
          labelSlot.of(EditorView.contentAttributes.of({ 'aria-label': initial.current.label })),
          // Focusable even when read-only, so the code can be scrolled and read from the keyboard.
          EditorView.contentAttributes.of({ tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(external))) {
              callbacks.current.onChange(update.state.doc.toString());
            }
            if (update.selectionSet || update.docChanged) {
              const range = update.state.selection.main;
              const selected =
                range.empty || range.to - range.from > 200 ? '' : update.state.sliceDoc(range.from, range.to);
              const term = HIGHLIGHT_TERM.test(selected) ? selected : '';
              if (term !== lastTerm) {
                lastTerm = term;
                callbacks.current.onSelectionText?.(term);
              }
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: diff(current, value), annotations: external.of(true) });
  }, [value]);

  useEffect(() => {
    if (language === configured) return;
    view.current?.dispatch({ effects: compartments.current.language.reconfigure(LANGUAGES[language]()) });
    setConfigured(language);
  }, [language, configured]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.readOnly.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.label.reconfigure(EditorView.contentAttributes.of({ 'aria-label': label })),
    });
  }, [label]);

  return (
    <div className={cn('flex flex-col overflow-hidden rounded-md border border-slate-200 bg-white', className)}>
      <div ref={host} className="min-h-0 flex-1 [&_.cm-editor]:h-full" />
      <div className="flex items-center justify-between border-t border-slate-200 bg-slate-50 px-3 py-1 text-xs text-slate-500">
        <span>
          Language: <span data-testid="editor-language">{LANGUAGE_LABELS[language]}</span>
        </span>
        <span className="hidden sm:inline">Ctrl/⌘+S saves · Ctrl/⌘+F searches</span>
      </div>
    </div>
  );
}
