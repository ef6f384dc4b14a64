/**
 * Shopify conversion: a snippet becomes a theme section (settings, blocks,
 * presets) or a snippet file rendered with {% render %}, and Theme Check
 * validates the result without touching the network.
 */
export { convertToSection, type SectionResult } from './convert-section';
export { convertToSnippet, type SnippetResult } from './convert-snippet';
export type { ConversionInput } from './prepare';
export { runThemeCheck, type Offense, type ThemeCheckResult } from './theme-check';
