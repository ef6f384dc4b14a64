import { z } from 'zod';
import { text } from './primitives';
import { CSS_ANALYSIS_MAX_BYTES, CSS_TOO_LARGE_MESSAGE } from '../constants';

export { CSS_ANALYSIS_MAX_BYTES, CSS_TOO_LARGE_MESSAGE };

function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // a surrogate pair is one 4-byte character; a lone surrogate becomes U+FFFD (3 bytes)
    else if (code >= 0xd800 && code < 0xdc00 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Whether a stylesheet is over the analysis cap, counted in UTF-8 bytes (cheaply where the length alone decides). */
export function isCssTooLarge(css: string): boolean {
  if (css.length > CSS_ANALYSIS_MAX_BYTES) return true;
  if (css.length * 3 <= CSS_ANALYSIS_MAX_BYTES) return false;
  return utf8Length(css) > CSS_ANALYSIS_MAX_BYTES;
}

export const analyzeCssInput = z.object({
  cssContent: text({ error: 'Please paste your CSS content before analyzing.' })
    .refine((v) => !isCssTooLarge(v), { message: CSS_TOO_LARGE_MESSAGE, abort: true })
    .refine((v) => v.trim() !== '', 'Please paste your CSS content before analyzing.'),
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
export const colorRoleSchema = z.union([z.string(), z.object({ main: z.string() })]);
export type ColorRole = z.infer<typeof colorRoleSchema>;

export const analysisColorSystemSchema = z.object({
  primary: colorRoleSchema,
  secondary: colorRoleSchema,
  accent: colorRoleSchema,
  tertiary: colorRoleSchema,
  neutrals: z.array(z.string()).optional(),
  background: z.string().optional(),
  text: z.string().optional(),
});
export type AnalysisColorSystem = z.infer<typeof analysisColorSystemSchema>;

const headingStyle = z.object({
  fontFamily: z.string().optional(),
  fontSize: z.string().optional(),
  fontWeight: z.string().optional(),
});

export const analysisTypographySchema = z.object({
  fontFamily: z.string(),
  headings: z.object({
    h1: headingStyle.optional(),
    h2: headingStyle.optional(),
    h3: headingStyle.optional(),
    h4: headingStyle.optional(),
    h5: headingStyle.optional(),
    h6: headingStyle.optional(),
  }),
});
export type AnalysisTypography = z.infer<typeof analysisTypographySchema>;

/** SPEC §3 "CSS analysis result". */
export const cssAnalysisResultSchema = z
  .object({
    colorSystem: analysisColorSystemSchema,
    typography: analysisTypographySchema,
    brandingComponents: z.object({
      buttons: z.object({ borderRadius: z.string() }),
      cards: z.object({ borderRadius: z.string().optional() }).optional(),
      shadows: z.array(z.string()),
    }),
    uiVibe: z.string(),
    visualTone: z.string(),
    isDarkMode: z.boolean(),
  })
  .meta({ id: 'CssAnalysisResult' });
export type CssAnalysisResult = z.infer<typeof cssAnalysisResultSchema>;

/** SPEC §3 "Website analysis result". */
export const websiteAnalysisResultSchema = z
  .object({
    colorSystem: analysisColorSystemSchema,
    typography: analysisTypographySchema,
    buttonSystems: z.object({ primary: z.object({ borderRadius: z.string() }) }),
    componentStyles: z.object({ shadows: z.array(z.string()) }),
    uiVibe: z.string(),
    visualTone: z.string(),
    isDarkMode: z.boolean(),
    sourceUrl: z.string(),
  })
  .meta({ id: 'WebsiteAnalysisResult' });
export type WebsiteAnalysisResult = z.infer<typeof websiteAnalysisResultSchema>;

export const colorOf = (role: ColorRole | undefined): string | undefined =>
  typeof role === 'string' ? role : role?.main;
