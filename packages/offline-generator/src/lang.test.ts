import { describe, expect, it } from 'vitest';
import { detectLang } from './lang';

describe('the language of a prompt', () => {
  it.each([
    ['Navigation mit Mega-Menü', 'de'],
    ['Countdown bis zum 24. Dezember', 'de'],
    ['Perguntas frequentes sobre envio e devoluções, quatro perguntas', 'pt'],
    ['Sezione contatti con email ciao@forno.it e telefono +39 06 1234567', 'it'],
    ['Preguntas frecuentes sobre envíos y devoluciones, cuatro preguntas', 'es'],
    ['Een prijstabel met drie pakketten', 'nl'],
    ['Une FAQ avec quatre questions sur la livraison', 'fr'],
    ['comparison table section', 'en'],
    ['Free shipping over €50', 'en'],
    ['contact', 'en'],
  ] as const)('%s → %s', (text, lang) => {
    expect(detectLang(text)).toBe(lang);
  });

  it('reads a long Italian text without accents as Italian, not as English or Spanish', () => {
    expect(
      detectLang(
        'Contatti Scrivici Hai una domanda o un progetto in mente? Scrivici: ti risponderemo entro un giorno lavorativo.',
      ),
    ).toBe('it');
  });
});
