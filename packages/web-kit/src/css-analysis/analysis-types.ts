/** Result shapes of SPEC §3 "CSS analysis result" and "Website analysis result". */

export interface ColorSystem {
  primary: { main: string };
  secondary: { main: string };
  accent: { main: string };
  tertiary: { main: string };
  /** greys and near-greys, lightest first */
  neutrals: string[];
  background: string;
  text: string;
}

export interface HeadingStyle {
  fontFamily?: string;
  fontSize?: string;
  fontWeight?: string;
}

export interface Typography {
  fontFamily: string;
  headings: Partial<Record<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', HeadingStyle>>;
}

export interface CssAnalysis {
  colorSystem: ColorSystem;
  typography: Typography;
  brandingComponents: {
    buttons: { borderRadius: string };
    cards?: { borderRadius?: string };
    /** box shadows of cards and buttons first, then shadow utilities; empty when the design is flat */
    shadows: string[];
  };
  uiVibe: string;
  visualTone: string;
  isDarkMode: boolean;
}

export interface WebsiteAnalysis {
  colorSystem: ColorSystem;
  typography: Typography;
  buttonSystems: { primary: { borderRadius: string } };
  componentStyles: { shadows: string[] };
  uiVibe: string;
  visualTone: string;
  isDarkMode: boolean;
  /** the address the page was finally read from, after redirects */
  sourceUrl: string;
}
