import { describe, expect, it } from 'vitest';
import {
  buildConversionPrompt,
  buildRepairPrompt,
  parseModelAnswer,
  type ModelConversionInput,
} from './model-conversion';
import { fenced, SNIPPET_DOCUMENTATION, VALID_SECTION, VALID_SNIPPET } from '../../test/fixtures/shopify-conversion';

const input: ModelConversionInput = {
  kind: 'snippet',
  snippetId: 7,
  name: 'Promo banner',
  code: '<div>Example:\n```js\nx()\n```\n</div>',
  designSystem: {
    name: 'Harbor',
    stylingReference: 'Calm',
    primaryColor: '#111111',
    accentColor: '#c2410c',
    fontFamily: 'Inter',
    borderRadius: '0.5rem',
    boxShadow: 'none',
    isDarkMode: true,
  },
  themePath: 'snippets/promo-banner.liquid',
  handle: 'promo-banner',
};

describe('parseModelAnswer', () => {
  it('reads a section from its liquid block, prose around it ignored', () => {
    expect(parseModelAnswer('section', `Sure!\n${fenced('liquid', VALID_SECTION.trimEnd())}\nDone.`)).toEqual({
      code: VALID_SECTION,
    });
  });

  it('reads a snippet and documentation whose own examples use fences', () => {
    const text = `${fenced('liquid', VALID_SNIPPET)}\n\n${fenced('markdown', SNIPPET_DOCUMENTATION, '````')}`;
    expect(parseModelAnswer('snippet', text)).toEqual({ code: VALID_SNIPPET, documentation: SNIPPET_DOCUMENTATION });
  });

  it('keeps nested examples when the documentation fence has only three backticks', () => {
    const text = `${fenced('liquid', VALID_SNIPPET)}\n${fenced('md', SNIPPET_DOCUMENTATION.trimEnd())}`;
    expect(parseModelAnswer('snippet', text)?.documentation).toBe(SNIPPET_DOCUMENTATION);
  });

  it('accepts tilde fences', () => {
    expect(parseModelAnswer('section', fenced('liquid', 'x', '~~~'))).toEqual({ code: 'x\n' });
  });

  it('gives null for answers off the format', () => {
    expect(parseModelAnswer('section', 'No code today.')).toBeNull();
    expect(parseModelAnswer('section', '```liquid\n<div>never closed')).toBeNull();
    expect(parseModelAnswer('section', '```liquid\n\n```')).toBeNull();
    expect(parseModelAnswer('snippet', fenced('liquid', VALID_SNIPPET))).toBeNull();
  });
});

describe('prompts', () => {
  it('carries the snippet in a fence longer than any inside it, the design system and the rules', () => {
    const prompt = buildConversionPrompt(input);
    expect(prompt).toContain(`\`\`\`\`html\n${input.code}\n\`\`\`\``);
    expect(prompt).toContain('Accent colour: #c2410c');
    expect(prompt).toContain('Mode: dark');
    expect(prompt).toContain('{% doc %}');
    expect(prompt).toContain('A snippet has no {% schema %} block.');
  });

  it('repairs with the previous answer and every offense', () => {
    const repair = buildRepairPrompt(input, 'old answer', [
      { check: 'ValidSchema', message: 'Expected comma', severity: 'error', file: input.themePath, line: 11 },
      { check: 'SnippetDocRequired', message: 'No doc', severity: 'error', file: input.themePath },
    ]);
    expect(repair).toContain('old answer');
    expect(repair).toContain('- [ValidSchema] (line 12) Expected comma');
    expect(repair).toContain('- [SnippetDocRequired] No doc');
  });
});
