import { parseFragment } from 'parse5';
import { describe, expect, it, vi } from 'vitest';
import { ACME_FLAT } from '../test/fixtures/offline-patterns';

// A German bank of the same shape as the generic English one, every text marked, so that the
// translation can be followed without depending on the real German copy.
vi.mock('./banks', async () => {
  const { GENERIC_BANK } = await import('./copy-bank');
  const mark = (v: unknown): unknown =>
    typeof v === 'string'
      ? `DE ${v}`
      : Array.isArray(v)
        ? v.map(mark)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'icon' ? x : mark(x)]))
          : v;
  const de = { ...(mark(GENERIC_BANK) as typeof GENERIC_BANK), id: 'de', heroArt: GENERIC_BANK.heroArt };
  return {
    LANG_BANKS: { de, fr: GENERIC_BANK, es: GENERIC_BANK, it: GENERIC_BANK, nl: GENERIC_BANK, pt: GENERIC_BANK },
  };
});

const { editOfflineSnippet, generateOfflineSnippet } = await import('./library');

describe('translation by the generator’s own tables', () => {
  it('translates the bank texts it can pair, keeps every other byte, and reports the rest', () => {
    const { code } = generateOfflineSnippet({ prompt: 'a FAQ section', name: 'FAQ', designSystem: ACME_FLAT });
    const r = editOfflineSnippet({ code, instruction: 'translate it to German', designSystem: ACME_FLAT });
    if (!r.ok) throw new Error(r.reason);
    let errors = 0;
    parseFragment(r.code, { onParseError: () => errors++ });
    expect(errors).toBe(0);
    const questions = [...r.code.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1] ?? '');
    expect(questions.length).toBeGreaterThan(2);
    for (const q of questions) expect(q).toMatch(/^DE /);
    // Only texts changed: the markup around them is the same (labels come from the patterns' own German tables).
    const markup = (html: string) => html.replace(/>[^<]*</g, '><');
    expect(markup(r.code)).toBe(markup(code));
    expect(r.code).toContain('Noch Fragen?');
    const [summary] = r.outcome.applied;
    if (r.outcome.notApplied.length) {
      expect(summary).toMatch(/^Translated \d+ of \d+ texts to German\.$/);
      expect(r.outcome.notApplied[0]).toMatch(/left in their language/);
    } else expect(summary).toBe('Translated the text to German.');
  });
});
