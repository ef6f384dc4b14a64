import * as z from 'zod/mini';

/**
 * The part of a project that steers generated code: every AI job, the preview
 * frame and the Shopify converter take this shape.
 */
export const designSystemSchema = z
  .object({
    name: z.string(),
    stylingReference: z.string(),
    primaryColor: z.string(),
    accentColor: z.string(),
    fontFamily: z.string(),
    borderRadius: z.string(),
    boxShadow: z.string(),
    isDarkMode: z.boolean(),
    cssContent: z.nullish(z.string()),
  })
  // zod's mini build, as the public pages' answers that carry it (shared/schemas/public-answers.ts)
  .register(z.globalRegistry, { id: 'DesignSystem' });
export type DesignSystem = z.infer<typeof designSystemSchema>;

/** The design system of a project (a row or its DTO): only the fields that steer code. */
export function designSystemOf(project: DesignSystem): DesignSystem {
  return {
    name: project.name,
    stylingReference: project.stylingReference,
    primaryColor: project.primaryColor,
    accentColor: project.accentColor,
    fontFamily: project.fontFamily,
    borderRadius: project.borderRadius,
    boxShadow: project.boxShadow,
    isDarkMode: project.isDarkMode,
    cssContent: project.cssContent,
  };
}
