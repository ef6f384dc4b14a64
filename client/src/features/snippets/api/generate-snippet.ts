import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { streamedCode } from '@shared/answer-parsing';
import type { CreateSnippetInput } from '@shared/schemas/snippets';
import { queryKeys } from '@/lib/query-keys';
import { streamSnippetJob } from '@/lib/snippet-stream';

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Generates a snippet and follows the model's text as it streams. `code` is
 * what has arrived so far; `cancel` stops the job (the server then aborts the
 * provider request and saves nothing).
 */
export function useGenerateSnippet(projectId: number) {
  const qc = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const raw = useRef('');
  const frame = useRef<number | null>(null);
  const [code, setCode] = useState('');

  // Deltas can come a few hundred a second: the screen follows once per frame.
  const show = useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setCode(streamedCode(raw.current));
    });
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const mutation = useMutation({
    mutationFn: (input: CreateSnippetInput) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      raw.current = '';
      setCode('');
      return streamSnippetJob(
        `/api/projects/${projectId}/snippets`,
        input,
        {
          onDelta: (text) => {
            raw.current += text;
            show();
          },
          onReset: () => {
            raw.current = '';
            show();
          },
        },
        current.signal,
      );
    },
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.snippets.list(projectId) }),
        qc.invalidateQueries({ queryKey: queryKeys.projects.list }),
      ]);
    },
    onSettled: () => {
      controller.current = null;
      raw.current = '';
      setCode('');
    },
  });

  return { ...mutation, code, cancel: () => controller.current?.abort() };
}
