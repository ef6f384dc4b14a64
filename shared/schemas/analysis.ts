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
