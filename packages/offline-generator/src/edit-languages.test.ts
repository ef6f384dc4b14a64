import { describe, expect, it } from 'vitest';
import { englishClause } from './edit-rules/english';
import { readPage } from './pipeline/verify';
import { editOfflineSnippet, generateOfflineSnippet } from './library';
import { BAKERY } from '../test/fixtures/offline-patterns';

const generated = (prompt: string) => generateOfflineSnippet({ prompt, name: 'Section', designSystem: BAKERY }).code;
const questions = (code: string) => (code.match(/\saria-expanded="/g) ?? []).length;

function edit(code: string, instruction: string) {
  const r = editOfflineSnippet({ code, instruction, designSystem: BAKERY });
  if (!r.ok) throw new Error(r.reason);
  return r;
}

describe('edits in any phrasing', () => {
  it('reads instructions in the other six languages as the English its rules read, leaving quotes alone', () => {
    expect(englishClause('Zeig nur 3 Fragen')).toBe('show only 3 questions');
    expect(englishClause('entferne die letzte Frage')).toBe('remove the last question');
    expect(englishClause('cambia il testo del pulsante «Scopri di più» in «Leggi tutto»')).toBe(
      'change the text of the button «Scopri di più» to «Leggi tutto»',
    );
    expect(englishClause('supprime la deuxième question')).toBe('remove the second question');
    expect(englishClause('Übersetze alles ins Englische')).toBe('translate everything into English');
    expect(englishClause('añade una tarjeta: «Sobre la tienda»')).toBe('add a card: «Sobre la tienda»');
  });

  it('shows only as many items as asked, in any language', () => {
    const faq = generated('FAQ with 6 questions');
    expect(questions(faq)).toBe(6);
    const r = edit(faq, 'Zeig nur 3 Fragen');
    expect(questions(r.code)).toBe(3);
    expect(r.summary).toBe('Kept the first 3 questions and removed 3.');
    expect(questions(edit(faq, 'show only four questions').code)).toBe(4);
  });

  it('says so when the list is already that short', () => {
    const faq = generated('FAQ with 3 questions');
    const r = editOfflineSnippet({ code: faq, instruction: 'show only 5 questions', designSystem: BAKERY });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.notApplied.join(' ')).toContain('There are 3 questions');
  });

  it('moves a named item to the top', () => {
    const team = generated('team section with 4 lawyers: Anna Berg, Tom Wit, Eva Jansen and Piet Visser');
    const text = readPage(team).text;
    expect(text.indexOf('anna berg')).toBeLessThan(text.indexOf('piet visser'));
    const moved = readPage(edit(team, 'zet Piet Visser bovenaan').code).text;
    expect(moved.indexOf('piet visser')).toBeLessThan(moved.indexOf('anna berg'));
    for (const name of ['anna berg', 'tom wit', 'eva jansen']) expect(moved).toContain(name);
  });
});
