import type { ColorRole, CssAnalysisResult } from '@shared/schemas/analysis';

export const STYLE_NOTES_HEADING = "Style notes from the project's CSS:";

const colorOf = (role: ColorRole | undefined) => (typeof role === 'string' ? role : role?.main);

/** A CSS analysis as prompt text the AI can follow. */
export function styleNotes(analysis: CssAnalysisResult): string {
  const { colorSystem: c, typography: t, brandingComponents: b } = analysis;
  const colors = (['primary', 'secondary', 'accent', 'tertiary'] as const)
    .map((role) => [role, colorOf(c[role])] as const)
    .filter(([, value]) => !!value)
    .map(([role, value]) => `${role} ${value}`);
  const headings = Object.entries(t.headings ?? {})
    .map(
      ([tag, h]) => [tag, [h?.fontSize, h?.fontWeight && `weight ${h.fontWeight}`].filter(Boolean).join(', ')] as const,
    )
    .filter(([, text]) => text !== '')
    .map(([tag, text]) => `${tag} ${text}`);
  const lines = [
    colors.length > 0 && `- Colours: ${colors.join(', ')}`,
    c.background && `- Background ${c.background}${c.text ? `, text ${c.text}` : ''}`,
    t.fontFamily && `- Font: ${t.fontFamily}${headings.length > 0 ? ` (headings: ${headings.join('; ')})` : ''}`,
    b.buttons?.borderRadius && `- Button corner radius: ${b.buttons.borderRadius}`,
    b.shadows?.length > 0 && `- Shadows: ${b.shadows.slice(0, 2).join(' | ')}`,
    (analysis.uiVibe || analysis.visualTone) &&
      `- Feel: ${[analysis.uiVibe, analysis.visualTone].filter(Boolean).join('; ')}`,
    `- ${analysis.isDarkMode ? 'Dark' : 'Light'} mode`,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  return [STYLE_NOTES_HEADING, ...lines].join('\n');
}

/** The prompt with the style notes added, replacing notes added before. */
export function withStyleNotes(prompt: string, notes: string): string {
  const at = prompt.indexOf(STYLE_NOTES_HEADING);
  const base = (at === -1 ? prompt : prompt.slice(0, at)).trimEnd();
  return base === '' ? notes : `${base}\n\n${notes}`;
}
