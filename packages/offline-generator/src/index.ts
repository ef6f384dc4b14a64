/**
 * The built-in generator: composes responsive HTML sections from a library of patterns styled by
 * the project's design system, applies simple edits by rule, and describes reference images from
 * their pixels. It needs no key and no network.
 *
 * The app reaches it through `runOfflineGenerator` alone. Its request and its answer are plain
 * data (strings, numbers, arrays, objects and byte arrays): no function, class instance or signal
 * crosses, so the call can run in another thread and be stopped from outside.
 */
import type { DesignSystem } from '@shared/design-system';
import type { EditOutcome } from '@shared/schemas/snippets';
import { describeImages } from './describe-images';
import { editSnippet } from './edit';
import { generate } from './generate';
import { promptLanguage } from './prompt';

export type OfflineRequest =
  | {
      task: 'generate';
      prompt: string;
      /** The snippet's name; it may carry the request too ("FAQ for the bakery"). */
      name: string;
      designSystem: DesignSystem;
      /** Reference images (PNG, JPEG, WebP…): described from their pixels and read with the prompt. */
      images?: readonly Uint8Array[];
    }
  | { task: 'edit'; code: string; instruction: string; designSystem: DesignSystem }
  | { task: 'describe-images'; images: readonly Uint8Array[] };

export type OfflineAnswer =
  | {
      task: 'generate';
      code: string;
      /** The pattern ids composed, in order. */
      patterns: string[];
      /** What was built, in English for staff: "Pricing with 3 plans and your prices". */
      summary: string;
      /** Set when the prompt asked for something the library does not have, naming the component built instead. */
      note?: string;
    }
  | { task: 'edit'; ok: true; code: string; summary: string; outcome: EditOutcome }
  | { task: 'edit'; ok: false; reason: string; notApplied: string[] }
  | { task: 'describe-images'; prompt: string };

const asBuffers = (images: readonly Uint8Array[]) =>
  images.map((i) => (Buffer.isBuffer(i) ? i : Buffer.from(i.buffer, i.byteOffset, i.byteLength)));

/** The answer to a request of that task. */
export type OfflineAnswerTo<R extends OfflineRequest> = Extract<OfflineAnswer, { task: R['task'] }>;

/** Runs one task of the built-in generator. */
export async function runOfflineGenerator<R extends OfflineRequest>(request: R): Promise<OfflineAnswerTo<R>> {
  return (await run(request)) as OfflineAnswerTo<R>;
}

async function run(request: OfflineRequest): Promise<OfflineAnswer> {
  switch (request.task) {
    case 'generate': {
      // Reference images contribute through their description, which is English whatever the
      // prompt's language, so the language is told from the prompt alone.
      const seen = request.images?.length ? await describeImages(asBuffers(request.images)) : '';
      const prompt = seen === '' ? request.prompt : `${request.prompt}\n\n${seen}`;
      const lang = seen !== '' && request.prompt.trim() !== '' ? promptLanguage(request.prompt) : undefined;
      const result = generate({
        prompt,
        name: request.name,
        designSystem: request.designSystem,
        ...(lang ? { lang } : {}),
      });
      return { task: 'generate', ...result };
    }
    case 'edit':
      return { task: 'edit', ...editSnippet(request) };
    case 'describe-images':
      return { task: 'describe-images', prompt: await describeImages(asBuffers(request.images)) };
  }
}
