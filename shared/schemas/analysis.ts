import { z } from 'zod';
import { text } from './primitives';

/** The largest stylesheet CSS analysis reads (bytes of UTF-8). */
export const CSS_ANALYSIS_MAX_BYTES = 2 * 1024 * 1024;

export const analyzeCssInput = z.object({
  cssContent: text({ error: 'Please paste your CSS content before analyzing.' }).refine(
    (v) => v.trim() !== '',
    'Please paste your CSS content before analyzing.',
  ),
});
export type AnalyzeCssInput = z.infer<typeof analyzeCssInput>;

export const analyzeWebsiteInput = z.object({
  url: text({ error: 'Please enter a website URL to analyze.' })
    .trim()
    .min(1, 'Please enter a website URL to analyze.')
    .max(2000, 'Please enter a valid URL'),
});
export type AnalyzeWebsiteInput = z.infer<typeof analyzeWebsiteInput>;

/** A colour role, per SPEC §3 a string or an object with `main`. */
export type ColorRole = string | { main: string };

export interface AnalysisColorSystem {
  primary: ColorRole;
  secondary: ColorRole;
  accent: ColorRole;
  tertiary: ColorRole;
  neutrals?: string[];
  background?: string;
  text?: string;
}

export interface AnalysisTypography {
  fontFamily: string;
  headings: Partial<
    Record<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', { fontFamily?: string; fontSize?: string; fontWeight?: string }>
  >;
}

/** SPEC §3 "CSS analysis result". */
export interface CssAnalysisResult {
  colorSystem: AnalysisColorSystem;
  typography: AnalysisTypography;
  brandingComponents: {
    buttons: { borderRadius: string };
    cards?: { borderRadius?: string };
    shadows: string[];
  };
  uiVibe: string;
  visualTone: string;
  isDarkMode: boolean;
}

/** SPEC §3 "Website analysis result". */
export interface WebsiteAnalysisResult {
  colorSystem: AnalysisColorSystem;
  typography: AnalysisTypography;
  buttonSystems: { primary: { borderRadius: string } };
  componentStyles: { shadows: string[] };
  uiVibe: string;
  visualTone: string;
  isDarkMode: boolean;
  sourceUrl: string;
}

export const colorOf = (role: ColorRole | undefined): string | undefined =>
  typeof role === 'string' ? role : role?.main;
