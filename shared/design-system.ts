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
