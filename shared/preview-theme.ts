import { DEFAULT_ACCENT_COLOR, DEFAULT_PRIMARY_COLOR } from './constants';

/** What the preview draws when the project's font is neither served by the app nor installed on the device. */
export const PREVIEW_FONT_FALLBACK = 'ui-sans-serif, system-ui, sans-serif';

/**
 * The Tailwind theme of the preview frame: the project's colours, font,
 * radius and shadow as utilities (bg-primary, text-accent, font-sans,
 * rounded-brand, shadow-brand …), fed by the custom properties the frame
 * sets on <html>. The model prompts name only utilities this block defines.
 */
export const PREVIEW_THEME = `@theme {
  --color-primary: ${DEFAULT_PRIMARY_COLOR};
  --color-accent: ${DEFAULT_ACCENT_COLOR};
  --font-sans: var(--font-family), ${PREVIEW_FONT_FALLBACK};
  --radius-brand: var(--radius);
  --shadow-brand: var(--shadow);
}`;
