import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { AiAbortedError, AiUnsupportedError } from './errors';
import { hasUsableHtml } from './extract';
import { createOfflineProvider, NEEDS_MODEL_MESSAGE } from './offline-provider';

const DESIGN: DesignSystem = {
  name: 'Orchard',
  stylingReference: 'fresh and friendly',
  primaryColor: '#14532d',
  accentColor: '#f59e0b',
  fontFamily: 'Inter',
  borderRadius: '1rem',
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.1)',
  isDarkMode: false,
};

const provider = createOfflineProvider({ chunkDelayMs: 1 });
const generateInput = {
  prompt: 'A hero section for an organic fruit box delivery with a "Start your box" button',
  name: 'Hero',
  designSystem: DESIGN,
  images: [],
};

describe('offline provider', () => {
  it('generates a usable fragment and reports zero tokens with a measured duration', async () => {
    const result = await provider.generateSnippet(generateInput);
    expect(hasUsableHtml(result.code)).toBe(true);
    expect(result.code).toContain('Start your box');
    // It says what it built; the prompt named a hero, so there is nothing to note.
    expect(result.summary).toBe('Hero with your button');
    expect(result.note).toBeUndefined();
    expect(result.usage).toMatchObject({
      provider: 'offline',
      model: 'atelier-offline',
      inputTokens: 0,
      outputTokens: 0,
    });
    expect(result.usage.durationMs).toBeGreaterThanOrEqual(0);
    expect(provider).toMatchObject({ name: 'offline', model: 'atelier-offline' });
  });

  it('streams the code in several pieces that add up to it', async () => {
    const pieces: string[] = [];
    const result = await provider.generateSnippet({ ...generateInput, onText: (d) => pieces.push(d) });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(result.code);
  });

  it('stops streaming when the signal fires', async () => {
    const slow = createOfflineProvider({ chunkDelayMs: 20 });
    const controller = new AbortController();
    const pieces: string[] = [];
    const error = await slow
      .generateSnippet({
        ...generateInput,
        signal: controller.signal,
        onText: (d) => {
          pieces.push(d);
          if (pieces.length === 2) controller.abort();
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiAbortedError);
    expect(pieces).toHaveLength(2);
  });

  it('applies an edit its rules understand', async () => {
    const { code } = await provider.generateSnippet(generateInput);
    const pieces: string[] = [];
    const result = await provider.editSnippet({
      code,
      instruction: 'Change the heading to "Fresh fruit, every week"',
      designSystem: DESIGN,
      images: [],
      onText: (d) => pieces.push(d),
    });
    expect(result.mode).toBe('rules');
    expect(result.code).toContain('Fresh fruit, every week');
    expect(result.code).not.toBe(code);
    expect(pieces.join('')).toBe(result.code);
    expect(result.usage).toMatchObject({ provider: 'offline', inputTokens: 0, outputTokens: 0 });
  });

  it('turns an edit its rules do not understand into AiUnsupportedError (422) with the reason', async () => {
    const { code } = await provider.generateSnippet(generateInput);
    const error = await provider
      .editSnippet({
        code,
        instruction: 'Rework this into a parallax storytelling layout with scroll-triggered reveals',
        designSystem: DESIGN,
        images: [],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnsupportedError);
    expect((error as AiUnsupportedError).status).toBe(422);
    expect((error as Error).message).toMatch(/model provider/);
  });

  it('refuses generic model jobs with a message that says how to set up a model', async () => {
    const error = await provider.complete({ system: 's', prompt: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiUnsupportedError);
    expect((error as AiUnsupportedError).status).toBe(422);
    expect((error as Error).message).toBe(NEEDS_MODEL_MESSAGE);
    expect(NEEDS_MODEL_MESSAGE).toMatch(/ANTHROPIC_API_KEY/);
    expect(NEEDS_MODEL_MESSAGE).toMatch(/OPENAI_API_KEY/);
  });

  it('describes a reference image from its pixels', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#14532d' } })
      .png()
      .toBuffer();
    const result = await provider.describeImages([{ mediaType: 'image/png', data: png }]);
    expect(result.prompt.trim().length).toBeGreaterThan(10);
    expect(result.usage).toMatchObject({ provider: 'offline', inputTokens: 0, outputTokens: 0 });

    const generated = await provider.generateSnippet({
      ...generateInput,
      images: [{ mediaType: 'image/png', data: png }],
    });
    expect(hasUsableHtml(generated.code)).toBe(true);
  });
});
