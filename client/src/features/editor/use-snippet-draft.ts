import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { streamedCode } from '@shared/answer-parsing';
import {
  snippetDetailsInput,
  type SnippetDetailDto,
  type SnippetDetailsInput,
  type SnippetDto,
} from '@shared/schemas/snippets';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { messageOf } from '@/lib/api';
import { editOutcomeToast } from '@/lib/edit-outcome';
import { streamSnippetJob } from '@/lib/snippet-stream';
import { useSaveSnippet, useStoreSnippet } from './api/snippet';

/**
 * The code and name being edited, against what the server last saved: saving them (with the version
 * message), and a prompt's answer streaming into the code. Unsaved edits are never overwritten by a
 * change that comes from the server.
 */
export function useSnippetDraft(snippet: SnippetDetailDto) {
  const id = snippet.id;
  const [code, setCode] = useState(snippet.code);
  const [saved, setSaved] = useState({ code: snippet.code, name: snippet.name });
  const details = useForm<SnippetDetailsInput>({
    resolver: zodResolver(snippetDetailsInput),
    defaultValues: { name: snippet.name, versionMessage: '' },
  });
  const { setValue, clearErrors } = details;
  const name = details.watch('name');
  const [streaming, setStreaming] = useState(false);
  const streamAbort = useRef<AbortController | null>(null);
  const saveSnippet = useSaveSnippet(id);
  const storeSnippet = useStoreSnippet();
  const dirty = code !== saved.code || name.trim() !== saved.name;

  /** Shows a snippet the server saved (a restore, a prompt's answer) as the saved state. */
  const adopt = useCallback(
    (next: SnippetDto) => {
      setCode(next.code);
      setValue('name', next.name);
      clearErrors('name');
      setSaved({ code: next.code, name: next.name });
    },
    [setValue, clearErrors],
  );

  // The snippet changed on the server (a conversion, 'Approve & Fix' saved a version): show it,
  // unless there are unsaved edits here, which are never overwritten.
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });
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
  // The latest save, for handlers registered once (the keyboard shortcut, a prompt that saves first).
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const saveLatest = useCallback(() => saveRef.current(), []);

  /** Whether the prompt changed the code: the dialog keeps a prompt that did not, to send again. */
  async function runPrompt(prompt: string): Promise<boolean> {
    if (dirty && !(await saveRef.current())) return false;
    const base = code;
    const controller = new AbortController();
    streamAbort.current = controller;
    setStreaming(true);
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

  const stopPrompt = () => streamAbort.current?.abort();
  useEffect(() => () => streamAbort.current?.abort(), []);

  return {
    id,
    /** The share link's token while the snippet is shared; null when it is not. */
    shareToken: snippet.shareToken,
    code,
    setCode,
    details,
    name,
    dirty,
    adopt,
    save: saveLatest,
    saving: saveSnippet.isPending,
    runPrompt,
    streaming,
    stopPrompt,
  };
}

export type SnippetDraft = ReturnType<typeof useSnippetDraft>;
