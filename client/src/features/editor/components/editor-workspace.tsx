import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDebounce } from 'use-debounce';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ArrowLeft, Columns2, Crosshair, Link2, Loader2, Rows2, Save, Square } from 'lucide-react';
import {
  EDITOR_DEBOUNCE_MS,
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
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { messageOf } from '@/lib/api';
import { copyText, shareLink } from '@/lib/clipboard';
import { cn } from '@/lib/utils';
import { FITS_SCREEN, Preview } from '@/components/preview/preview';
import { ViewportToggle } from '@/components/preview/viewport-toggle';
import type { InspectResult, PreviewPin, PreviewViewport } from '@/components/preview/types';
import { useUpdateSnippetStatus } from '@/lib/snippet-queries';
import { editOutcomeToast } from '@/lib/edit-outcome';
import { streamSnippetJob } from '@/lib/snippet-stream';
import { useSaveSnippet, useStoreSnippet } from '../api/snippet';
import { CodeEditor } from './code-editor';
import { PromptCodeDialog } from './prompt-code-dialog';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { VersionHistory } from './version-history';

type Layout = 'tabs' | 'stacked';

export interface EditorWorkspaceProps {
  snippet: SnippetDetailDto;
  /** The Shopify conversion and GitHub export controls, placed with the other actions. */
  actions?: ReactNode;
  /** What follows the editor (the Comments section). */
  children?: ReactNode;
  /** Numbered markers of pinned client comments. */
  pins?: readonly PreviewPin[];
}

/** The snippet editor: header and actions, the code editor and the live preview in tabs or stacked. */
export function EditorWorkspace({ snippet, actions, children, pins }: EditorWorkspaceProps) {
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
  const [layout, setLayout] = useState<Layout>('tabs');
  const [tab, setTab] = useState('code');
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
  const previewToolbar = (
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
      {inspector && <span className="text-sm text-slate-600">Click an element to copy its class. Esc cancels.</span>}
      {!inspector && selection && (
        <span className="text-sm text-slate-600">
          Highlighting <code className="rounded bg-amber-100 px-1 py-0.5 text-amber-900">{selection}</code>
        </span>
      )}
    </div>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      <UnsavedChangesGuard when={dirty} />
      <Link
        to={`/projects/${snippet.projectId}`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Project
      </Link>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <FormField id="snippet-name" label="Snippet name" hideLabel error={nameError} className="gap-0">
            {(control) => (
              <Input
                {...control}
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
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-full sm:w-72">
            <Select value={status} onValueChange={(v) => void changeStatus(v)}>
              <SelectTrigger aria-label="Status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SNIPPET_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {SNIPPET_STATUS_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <VersionHistory snippetId={id} onRestored={adopt} disabled={streaming} />
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm xl:flex-row xl:items-center">
        <div className="flex flex-wrap items-center gap-2">
          <PromptCodeDialog onSubmit={runPrompt} busy={streaming || saveSnippet.isPending} hasUnsavedChanges={dirty} />
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
          <Button variant="outline" size="sm" onClick={() => setLayout(stacked ? 'tabs' : 'stacked')}>
            {stacked ? <Columns2 aria-hidden="true" /> : <Rows2 aria-hidden="true" />}
            {stacked ? 'Tab View' : 'Stacked View'}
          </Button>
        </div>
        <TabsContent
          value="code"
          forceMount
          {...(stacked ? { role: 'region', 'aria-label': 'Code Editor', tabIndex: -1 } : {})}
          className={cn('mt-0', !stacked && 'data-[state=inactive]:hidden')}
        >
          <CodeEditor
            value={code}
            onChange={setCode}
            onSelectionText={setSelection}
            readOnly={streaming}
            className={stacked ? 'h-[420px]' : 'h-[calc(100dvh-22rem)] min-h-[420px]'}
          />
        </TabsContent>
        <TabsContent
          value="preview"
          forceMount
          {...(stacked ? { role: 'region', 'aria-label': 'Preview', tabIndex: -1 } : {})}
          className={cn('mt-0 space-y-3', !stacked && 'data-[state=inactive]:hidden')}
        >
          {previewToolbar}
          <div
            className={cn(
              'rounded-lg border border-slate-200 bg-slate-100 p-2 sm:p-3',
              viewport === 'mobile' && 'py-4',
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
              height={FITS_SCREEN}
            />
          </div>
        </TabsContent>
      </Tabs>

      {children}
    </div>
  );
}
