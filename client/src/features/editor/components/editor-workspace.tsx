import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDebounce } from 'use-debounce';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { ArrowLeft, Crosshair, Link2, Loader2, MessageSquare, Save, Square } from 'lucide-react';
import {
  EDITOR_DEBOUNCE_MS,
  SNIPPET_NAME_MAX,
  SNIPPET_STATUSES,
  SNIPPET_STATUS_LABELS,
  VERSION_MESSAGE_MAX,
  type SnippetStatus,
} from '@shared/constants';
import { streamedCode } from '@shared/answer-parsing';
import {
  snippetDetailsInput,
  type SnippetDetailDto,
  type SnippetDetailsInput,
  type SnippetDto,
} from '@shared/schemas/snippets';
import { FormField } from '@/components/form-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { messageOf } from '@/lib/api';
import { copyText, shareLink } from '@/lib/clipboard';
import { cn } from '@/lib/utils';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUserPreference } from '@/lib/user-preference';
import { FITS_SCREEN, Preview } from '@/components/preview/preview';
import { ViewportToggle } from '@/components/preview/viewport-toggle';
import type { InspectResult, PreviewPin, PreviewViewport } from '@/components/preview/types';
import { useUpdateSnippetStatus } from '@/lib/snippet-queries';
import { editOutcomeToast } from '@/lib/edit-outcome';
import { streamSnippetJob } from '@/lib/snippet-stream';
import { useSaveSnippet, useStoreSnippet } from '../api/snippet';
import { CodeEditor } from './code-editor';
import { LayoutSwitch, type EditorLayout } from './layout-switch';
import { PromptCodeDialog } from './prompt-code-dialog';
import { SplitView, type SideTab } from './split-view';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { VersionHistory } from './version-history';

/** Split View is the first layout from this width on, and offered from SPLIT_AVAILABLE on. */
const SPLIT_BY_DEFAULT = '(min-width: 1280px)';
const SPLIT_AVAILABLE = '(min-width: 1024px)';
const DEFAULT_CODE_SHARE = 50;

/** What the editor remembers for each user: the chosen layout and the code pane's share of the split view (%). */
const layoutPreference = z.object({
  layout: z.enum(['tabs', 'stacked', 'split']).optional(),
  codeShare: z.number().min(0).max(100).optional(),
});

export interface EditorWorkspaceProps {
  snippet: SnippetDetailDto;
  /** The Shopify conversion and GitHub export controls, placed with the other actions. */
  actions?: ReactNode;
  /** The Comments section (id "comments"): beside the preview in the split view, below the editor otherwise. */
  comments?: ReactNode;
  /** How many comments wait for a decision; undefined while not known. */
  pendingComments?: number;
  /** Numbered markers of pinned client comments. */
  pins?: readonly PreviewPin[];
}

/**
 * The snippet editor: header and actions, the code editor and the live preview in tabs, stacked,
 * or side by side with a resizable divider (the comments one tab beside the preview).
 */
export function EditorWorkspace({ snippet, actions, comments, pendingComments, pins }: EditorWorkspaceProps) {
  const id = snippet.id;
  const [code, setCode] = useState(snippet.code);
  const [saved, setSaved] = useState({ code: snippet.code, name: snippet.name });
  const details = useForm<SnippetDetailsInput>({
    resolver: zodResolver(snippetDetailsInput),
    defaultValues: { name: snippet.name, versionMessage: '' },
  });
  const { setValue, clearErrors } = details;
  const name = details.watch('name');
  const nameError = details.formState.errors.name?.message;
  const [status, setStatus] = useState<SnippetStatus>(snippet.status);
  const [preference, setPreference] = useUserPreference('editor-layout', layoutPreference);
  const splitByDefault = useMediaQuery(SPLIT_BY_DEFAULT);
  const splitAvailable = useMediaQuery(SPLIT_AVAILABLE);
  const chosenLayout: EditorLayout = preference?.layout ?? (splitByDefault ? 'split' : 'tabs');
  // A split view chosen on a wide screen shows as tabs on a narrow one.
  const layout: EditorLayout = chosenLayout === 'split' && !splitAvailable ? 'tabs' : chosenLayout;
  const chooseLayout = (next: EditorLayout) => setPreference({ ...preference, layout: next });
  const [tab, setTab] = useState('code');
  // A link to the comments (…/edit#comments) opens them beside the preview.
  const { hash } = useLocation();
  const [sideTab, setSideTab] = useState<SideTab>(() => (hash === '#comments' ? 'comments' : 'preview'));
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (hash === '#comments') setSideTab('comments');
  }
  const [viewport, setViewport] = useState<PreviewViewport>('desktop');
  const [inspector, setInspector] = useState(false);
  const [selection, setSelection] = useState('');
  const [streaming, setStreaming] = useState(false);
  const streamAbort = useRef<AbortController | null>(null);

  // While an answer streams in, the preview still follows at least once per debounce period.
  const [previewCode] = useDebounce(code, EDITOR_DEBOUNCE_MS, { maxWait: streaming ? EDITOR_DEBOUNCE_MS : undefined });
  const saveSnippet = useSaveSnippet(id);
  const updateStatus = useUpdateSnippetStatus();
  const storeSnippet = useStoreSnippet();
  const dirty = code !== saved.code || name.trim() !== saved.name;

  const adopt = useCallback(
    (next: SnippetDto) => {
      setCode(next.code);
      setValue('name', next.name);
      clearErrors('name');
      setSaved({ code: next.code, name: next.name });
      setStatus(next.status);
    },
    [setValue, clearErrors],
  );

  // The snippet changed on the server (a conversion set the status, 'Approve & Fix' saved a version):
  // show it, unless there are unsaved edits here, which are never overwritten.
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });
  useEffect(() => {
    setStatus(snippet.status);
  }, [snippet.status]);
  useEffect(() => {
    if (!dirtyRef.current && !streamAbort.current) adopt(snippet);
    // only a new code or name from the server matters here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snippet.code, snippet.name, adopt]);

  const save = async (): Promise<boolean> => {
    const parsed = snippetDetailsInput.safeParse(details.getValues());
    if (!parsed.success) {
      await details.trigger();
      const message = parsed.error.issues[0]?.message;
      toastError('Failed to save changes. Please try again.', message);
      return false;
    }
    const sent = { code, name: parsed.data.name };
    try {
      await saveSnippet.mutateAsync({ ...sent, versionMessage: parsed.data.versionMessage || undefined });
      setSaved(sent);
      details.clearErrors();
      details.setValue('versionMessage', '');
      toast({ title: 'Changes saved', description: 'A new version of the snippet was saved.' });
      return true;
    } catch (error) {
      toastFailure('Failed to save changes. Please try again.', undefined, error);
      return false;
    }
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!saveSnippet.isPending && !streaming) void saveRef.current();
      }
      if (event.key === 'Escape') setInspector(false);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [saveSnippet.isPending, streaming]);

  async function changeStatus(next: string) {
    const value = next as SnippetStatus;
    if (value === status) return;
    const previous = status;
    setStatus(value);
    try {
      await updateStatus.mutateAsync({ id, status: value });
      toast({ title: 'Status updated', description: SNIPPET_STATUS_LABELS[value] });
    } catch (error) {
      setStatus(previous);
      toastFailure('Failed to update status', undefined, error);
    }
  }

  async function copyShareLink() {
    if (await copyText(shareLink(id)))
      toast({ title: 'Link copied', description: 'The share link is on your clipboard.' });
    else toastError('Could not copy link to clipboard');
  }

  async function inspected({ className }: InspectResult) {
    setInspector(false);
    if (!className) {
      toast({ title: 'Element Inspected', description: 'This element has no class.' });
      return;
    }
    if (await copyText(`.${className}`))
      toast({ title: 'Element Inspected', description: `Class "${className}" copied to clipboard!` });
    else toast({ title: 'Element Inspected', description: `Selected class: "${className}"` });
  }

  /** Whether the prompt changed the code: the dialog keeps a prompt that did not, to send again. */
  async function runPrompt(prompt: string): Promise<boolean> {
    if (dirty && !(await saveRef.current())) return false;
    const base = code;
    const controller = new AbortController();
    streamAbort.current = controller;
    setStreaming(true);
    setInspector(false);
    let raw = '';
    try {
      const { snippet: result, outcome } = await streamSnippetJob(
        `/api/snippets/${id}/prompt`,
        { prompt },
        {
          onDelta: (text) => {
            raw += text;
            setCode(streamedCode(raw, base));
          },
          onReset: () => {
            raw = '';
            setCode(base);
          },
        },
        controller.signal,
      );
      adopt(result);
      storeSnippet(result);
      toast(
        editOutcomeToast(outcome, { title: 'Code updated', description: 'The new code was saved as a new version.' }),
      );
      return true;
    } catch (error) {
      setCode(base);
      if (!controller.signal.aborted)
        toastError('Prompt failed', messageOf(error, 'The code could not be updated. Please try again.'));
      return false;
    } finally {
      streamAbort.current = null;
      setStreaming(false);
    }
  }

  useEffect(() => () => streamAbort.current?.abort(), []);

  const stacked = layout === 'stacked';
  const split = layout === 'split';
  const commentsLabel = pendingComments === undefined ? 'Comments' : `Comments (${pendingComments})`;
  const commentsHint =
    pendingComments === undefined
      ? undefined
      : `${pendingComments} pending ${pendingComments === 1 ? 'comment' : 'comments'}`;

  const previewControls = (
    <div className="flex flex-wrap items-center gap-2">
      <ViewportToggle value={viewport} onChange={setViewport} />
      <Button
        variant={inspector ? 'default' : 'outline'}
        size="sm"
        className="h-9"
        aria-pressed={inspector}
        onClick={() => setInspector((on) => !on)}
        disabled={streaming}
      >
        <Crosshair aria-hidden="true" />
        Inspector
      </Button>
    </div>
  );
  const previewHint = inspector ? (
    <span className="text-sm text-slate-600">Click an element to copy its class. Esc cancels.</span>
  ) : selection ? (
    <span className="text-sm text-slate-600">
      Highlighting <code className="rounded bg-amber-100 px-1 py-0.5 text-amber-900">{selection}</code>
    </span>
  ) : null;

  const codeEditor = (className: string) => (
    <CodeEditor
      value={code}
      onChange={setCode}
      onSelectionText={setSelection}
      readOnly={streaming}
      className={className}
    />
  );

  const preview = (fill: boolean) => (
    <div
      className={cn(
        'rounded-lg border border-slate-200 bg-slate-100 p-2 sm:p-3',
        viewport === 'mobile' && 'py-4',
        fill && 'min-h-0 flex-1',
      )}
    >
      <Preview
        code={previewCode}
        designSystem={snippet.designSystem}
        viewport={viewport}
        inspector={inspector}
        onInspect={(r) => void inspected(r)}
        highlight={selection}
        pins={pins}
        title={`Preview of ${name}`}
        fill={fill}
        height={FITS_SCREEN}
      />
    </div>
  );

  const commentsLink = comments ? (
    <a href="#comments" title={commentsHint} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <MessageSquare aria-hidden="true" />
      {commentsLabel}
    </a>
  ) : null;

  const tabsOrStacked = (
    <Tabs value={tab} onValueChange={setTab} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {stacked ? (
          <h2 className="text-sm font-semibold text-slate-700">Code Editor and Preview</h2>
        ) : (
          <TabsList>
            <TabsTrigger value="code">Code Editor</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
        )}
        {commentsLink}
      </div>
      <TabsContent
        value="code"
        forceMount
        {...(stacked ? { role: 'region', 'aria-label': 'Code Editor', tabIndex: -1 } : {})}
        className={cn('mt-0', !stacked && 'data-[state=inactive]:hidden')}
      >
        {codeEditor(stacked ? 'h-[420px]' : 'h-[calc(100dvh-22rem)] min-h-[420px]')}
      </TabsContent>
      <TabsContent
        value="preview"
        forceMount
        {...(stacked ? { role: 'region', 'aria-label': 'Preview', tabIndex: -1 } : {})}
        className={cn('mt-0 space-y-3', !stacked && 'data-[state=inactive]:hidden')}
      >
        <div className="flex flex-wrap items-center gap-2">
          {previewControls}
          {previewHint}
        </div>
        {preview(false)}
      </TabsContent>
    </Tabs>
  );

  return (
    <div
      className={cn(
        'flex flex-col gap-4 px-4 sm:px-6',
        // The split view takes the screen below the header, so code and preview fill it without page scroll.
        split ? 'h-[calc(100dvh-3.5rem-1px)] min-h-[640px] py-4' : 'mx-auto max-w-7xl py-6',
      )}
    >
      <UnsavedChangesGuard when={dirty} />
      <Link
        to={`/projects/${snippet.projectId}`}
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Project
      </Link>

      <div className="flex flex-col gap-3 xl:flex-row xl:items-start xl:justify-between">
        <div className="min-w-0 flex-1">
          <FormField id="snippet-name" label="Snippet name" hideLabel error={nameError} className="gap-0">
            {(control) => (
              <Input
                {...control}
                maxLength={SNIPPET_NAME_MAX}
                {...details.register('name', {
                  // Once a save found the name wrong, the message goes as soon as the name is right.
                  onChange: () => {
                    if (details.formState.errors.name) void details.trigger('name');
                  },
                })}
                className="-ml-2 h-11 border-transparent bg-transparent px-2 text-lg font-bold tracking-tight text-slate-900 shadow-none hover:border-slate-200 focus-visible:border-slate-200 focus-visible:bg-white sm:text-2xl"
              />
            )}
          </FormField>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <div className="w-full min-w-0 sm:w-72">
            <Select value={status} onValueChange={(v) => void changeStatus(v)}>
              <SelectTrigger aria-label="Status" title={SNIPPET_STATUS_LABELS[status]}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-w-[calc(100vw-2rem)]">
                {SNIPPET_STATUSES.map((s) => (
                  <SelectItem key={s} value={s} className="whitespace-normal">
                    {SNIPPET_STATUS_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <VersionHistory snippetId={id} onRestored={adopt} disabled={streaming} />
          <LayoutSwitch value={layout} onChange={chooseLayout} splitAvailable={splitAvailable} />
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm xl:flex-row xl:items-center">
        <div className="flex flex-wrap items-center gap-2">
          <PromptCodeDialog
            snippetId={id}
            onSubmit={runPrompt}
            busy={streaming || saveSnippet.isPending}
            hasUnsavedChanges={dirty}
          />
          {actions}
          <Button variant="outline" size="sm" onClick={() => void copyShareLink()}>
            <Link2 aria-hidden="true" />
            Copy Share Link
          </Button>
        </div>
        <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center xl:justify-end">
          <FormField
            id="version-message"
            label="Version message (optional)"
            hideLabel
            error={details.formState.errors.versionMessage?.message}
            className="w-full gap-0 sm:max-w-xs"
          >
            {(control) => (
              <Input
                {...control}
                placeholder="Version message (optional)"
                maxLength={VERSION_MESSAGE_MAX}
                {...details.register('versionMessage')}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void save();
                }}
                className="h-8"
              />
            )}
          </FormField>
          <Button size="sm" onClick={() => void save()} disabled={saveSnippet.isPending || streaming}>
            {saveSnippet.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {saveSnippet.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>

      {streaming && (
        <div
          role="status"
          className="flex items-center justify-between gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <span className="flex items-center gap-2">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            Updating the code from your prompt...
          </span>
          <Button variant="outline" size="sm" onClick={() => streamAbort.current?.abort()}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        </div>
      )}

      {split ? (
        <SplitView
          code={codeEditor}
          preview={preview(true)}
          previewControls={previewControls}
          previewHint={previewHint}
          comments={comments}
          commentsLabel={commentsLabel}
          commentsHint={commentsHint}
          tab={sideTab}
          onTabChange={setSideTab}
          codeShare={preference?.codeShare ?? DEFAULT_CODE_SHARE}
          onCodeShareChange={(share) => setPreference({ ...preference, codeShare: share })}
        />
      ) : (
        tabsOrStacked
      )}

      {!split && comments}
    </div>
  );
}
