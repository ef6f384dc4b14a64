import { CHECK_VIEWPORT_HEIGHT, CHECK_VIEWPORT_WIDTH, checkResultSchema, type CheckResult } from '@shared/checks';
import { SNIPPET_FRAME_SANDBOX } from '@shared/public-page';
import { snippetDesignOf } from '@shared/snippet-document';
import { FRAME_PATH, FROM_FRAME_KEY, TO_FRAME_KEY, type FromFrame, type ToFrame } from '../../../preview/protocol';
import type { PreviewDesign } from './types';

/** Longest wait for the frame to load, render and check before the run is reported as failed. */
const CHECK_TIMEOUT_MS = 30_000;

export interface CheckRun {
  result: CheckResult;
  /** From the request to the checked answer, the frame already rendered (ms). */
  checkMs: number;
}

function newChannel(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Runs the checks of a snippet in its own sandboxed preview frame, 375 px wide and out of sight
 * (the visible preview keeps the width the user chose): the same document, sandbox and bridge
 * as the preview, driven by postMessage. The frame stays for the next run, so axe loads once.
 */
export class FrameChecker {
  private frame: HTMLIFrameElement | null = null;
  private readonly channel = newChannel();
  private ready = false;
  private seq = 0;
  private readonly waiters = new Set<(data: FromFrame) => void>();
  private readonly onMessage = (event: MessageEvent) => {
    if (!this.frame || event.source !== this.frame.contentWindow || event.origin !== 'null') return;
    const data = event.data as (FromFrame & Record<string, unknown>) | null;
    if (!data || typeof data !== 'object' || data[FROM_FRAME_KEY] !== this.channel) return;
    if (data.type === 'ready') this.ready = true;
    if (data.type === 'reloading') this.ready = false;
    for (const waiter of Array.from(this.waiters)) waiter(data);
  };
  /** One run at a time: a new run waits for the one before. */
  private queue: Promise<unknown> = Promise.resolve();

  private mount(): HTMLIFrameElement {
    if (this.frame) return this.frame;
    const frame = document.createElement('iframe');
    frame.title = 'Checks';
    frame.src = `${FRAME_PATH}#channel=${this.channel}`;
    frame.setAttribute('sandbox', SNIPPET_FRAME_SANDBOX);
    frame.referrerPolicy = 'no-referrer';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.inert = true;
    frame.dataset.checks = '';
    // Laid out at phone size (so layout and paint run), invisible and behind everything.
    Object.assign(frame.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      width: `${CHECK_VIEWPORT_WIDTH}px`,
      height: `${CHECK_VIEWPORT_HEIGHT}px`,
      border: '0',
      opacity: '0',
      pointerEvents: 'none',
      zIndex: '-1',
    });
    window.addEventListener('message', this.onMessage);
    document.body.append(frame);
    this.frame = frame;
    return frame;
  }

  private send(message: ToFrame) {
    this.frame?.contentWindow?.postMessage({ [TO_FRAME_KEY]: this.channel, ...message }, '*');
  }

  /** Resolves with the first message `pick` accepts; rejects when the deadline passes. */
  private waitFor<T>(pick: (data: FromFrame) => T | undefined, deadline: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => {
          this.waiters.delete(waiter);
          reject(new Error('The checks took too long. Try again.'));
        },
        Math.max(0, deadline - Date.now()),
      );
      const waiter = (data: FromFrame) => {
        const value = pick(data);
        if (value === undefined) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(value);
      };
      this.waiters.add(waiter);
    });
  }

  private async render(code: string, design: PreviewDesign | null, deadline: number): Promise<void> {
    for (;;) {
      if (!this.ready) await this.waitFor((d) => (d.type === 'ready' ? true : undefined), deadline);
      this.send({ type: 'prepare-checks' });
      this.seq += 1;
      const seq = this.seq;
      const outcome = this.waitFor(
        (d) => (d.type === 'rendered' && d.seq === seq ? 'rendered' : d.type === 'reloading' ? 'reloading' : undefined),
        deadline,
      );
      this.send({ type: 'render', seq, code, design: snippetDesignOf(design) });
      // Code whose scripts must not run twice reloads the frame first; it is rendered again once ready.
      if ((await outcome) === 'rendered') return;
    }
  }

  private async runOnce(code: string, design: PreviewDesign | null): Promise<CheckRun> {
    const deadline = Date.now() + CHECK_TIMEOUT_MS;
    this.mount();
    await this.render(code, design, deadline);
    const id = this.seq;
    const started = performance.now();
    const answer = this.waitFor(
      (d) =>
        (d.type === 'checked' || d.type === 'check-failed') && d.id === id
          ? (d as Extract<FromFrame, { type: 'checked' | 'check-failed' }>)
          : undefined,
      deadline,
    );
    this.send({ type: 'check', id });
    const data = await answer;
    if (data.type === 'check-failed') throw new Error(String(data.message).slice(0, 300) || 'The checks failed.');
    const parsed = checkResultSchema.safeParse(data.result);
    if (!parsed.success) throw new Error('The checks answered something unreadable. Try again.');
    return { result: parsed.data, checkMs: Math.round(performance.now() - started) };
  }

  /** Renders `code` in the project's design and checks it. */
  check(code: string, design: PreviewDesign | null | undefined): Promise<CheckRun> {
    const run = this.queue.then(() => this.runOnce(code, design ?? null));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Removes the frame; the next check starts a new one. */
  dispose() {
    window.removeEventListener('message', this.onMessage);
    this.frame?.remove();
    this.frame = null;
    this.ready = false;
    this.waiters.clear();
  }
}
