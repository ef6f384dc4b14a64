import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CheckResult } from '@shared/checks';
import { FrameChecker } from '@/components/preview/frame-checker';
import type { PreviewDesign } from '@/components/preview/types';

export type ChecksState =
  | { status: 'idle' }
  | { status: 'running'; previous: CheckResult | null }
  | { status: 'done'; result: CheckResult; code: string; checkMs: number }
  | { status: 'failed'; message: string };

export interface SnippetChecks {
  state: ChecksState;
  /** Checks `code` in the project's design; resolves with the result, or null when the run failed. */
  run: (code: string) => Promise<CheckResult | null>;
}

/**
 * The checks of the code in the editor, run in their own out-of-sight preview frame (created the
 * first time checks run, so nothing of them loads before).
 */
export function useSnippetChecks(design: PreviewDesign | null | undefined): SnippetChecks {
  const checker = useRef<FrameChecker | null>(null);
  const [state, setState] = useState<ChecksState>({ status: 'idle' });
  const designRef = useRef(design);
  useLayoutEffect(() => {
    designRef.current = design;
  });
  const latestRun = useRef(0);

  useEffect(
    () => () => {
      checker.current?.dispose();
      checker.current = null;
    },
    [],
  );

  const run = useCallback(async (code: string) => {
    const runId = ++latestRun.current;
    setState((s) => ({ status: 'running', previous: s.status === 'done' ? s.result : null }));
    checker.current ??= new FrameChecker();
    try {
      const { result, checkMs } = await checker.current.check(code, designRef.current);
      if (runId === latestRun.current) setState({ status: 'done', result, code, checkMs });
      return result;
    } catch (error) {
      if (runId === latestRun.current)
        setState({ status: 'failed', message: error instanceof Error ? error.message : 'The checks failed.' });
      return null;
    }
  }, []);

  return { state, run };
}

/**
 * Runs the checks each time the saved code changes while the editor is open (a save, Prompt Code's
 * answer, Approve & Fix, a restored version), once an answer has finished streaming; not on opening.
 */
export function useChecksOnSave(savedCode: string, busy: boolean, run: (code: string) => unknown) {
  const seen = useRef(savedCode);
  useEffect(() => {
    if (busy || savedCode === seen.current) return;
    seen.current = savedCode;
    void run(savedCode);
  }, [savedCode, busy, run]);
}
