import { describe, expect, it } from 'vitest';
import type { CssAnalysisResult } from '@shared/schemas/analysis';
import { styleNotes, withStyleNotes } from './css-style-notes';

const analysis: CssAnalysisResult = {
  colorSystem: {
    primary: { main: '#0f172a' },
    secondary: '#64748b',
    accent: { main: '#f97316' },
    tertiary: { main: '' },
    background: '#ffffff',
    text: '#0f172a',
  },
  typography: { fontFamily: 'Inter', headings: { h1: { fontSize: '3rem', fontWeight: '700' } } },
  brandingComponents: { buttons: { borderRadius: '9999px' }, shadows: ['0 1px 2px rgb(0 0 0 / 0.1)'] },
  uiVibe: 'Modern and minimal',
  visualTone: 'Calm',
  isDarkMode: false,
};

describe('styleNotes', () => {
  it('describes colours (string or object roles), type, buttons, shadows and feel', () => {
    expect(styleNotes(analysis)).toBe(
      [
        "Style notes from the project's CSS:",
        '- Colours: primary #0f172a, secondary #64748b, accent #f97316',
        '- Background #ffffff, text #0f172a',
        '- Font: Inter (headings: h1 3rem, weight 700)',
        '- Button corner radius: 9999px',
        '- Shadows: 0 1px 2px rgb(0 0 0 / 0.1)',
        '- Feel: Modern and minimal; Calm',
        '- Light mode',
      ].join('\n'),
    );
  });

  it('adds the notes to the prompt once, replacing earlier notes', () => {
    const once = withStyleNotes('A pricing table', "Style notes from the project's CSS:\n- Dark mode");
    expect(once).toBe("A pricing table\n\nStyle notes from the project's CSS:\n- Dark mode");
    expect(withStyleNotes(once, "Style notes from the project's CSS:\n- Light mode")).toBe(
      "A pricing table\n\nStyle notes from the project's CSS:\n- Light mode",
    );
    expect(withStyleNotes('', 'notes')).toBe('notes');
  });
});
