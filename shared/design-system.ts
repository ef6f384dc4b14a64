/**
 * The part of a project that steers generated code: every AI job, the preview
 * frame and the Shopify converter take this shape.
 */
export interface DesignSystem {
  name: string;
  stylingReference: string;
  primaryColor: string;
  accentColor: string;
  fontFamily: string;
  borderRadius: string;
  boxShadow: string;
  isDarkMode: boolean;
  cssContent?: string | null;
}

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
