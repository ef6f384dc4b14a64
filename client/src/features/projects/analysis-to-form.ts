import {
  colorOf,
  type AnalysisColorSystem,
  type CssAnalysisResult,
  type WebsiteAnalysisResult,
} from '@shared/schemas/analysis';
import type { ProjectFormValues } from '@shared/schemas/projects';
import { isCssBoxShadow, isCssColor, isCssRadius } from '@shared/css-values';

/** A flat design has no shadow to copy: 'none' says so in CSS. */
const NO_SHADOW = 'none';

type StylingValues = Pick<
  ProjectFormValues,
  'stylingReference' | 'primaryColor' | 'accentColor' | 'fontFamily' | 'borderRadius' | 'boxShadow' | 'isDarkMode'
>;

/** SPEC §4: the styling reference is composed from the colours, the font and the vibe. */
export function composeStylingReference(colors: AnalysisColorSystem, fontFamily: string, uiVibe: string): string {
  const seen = new Set<string>();
  const palette = (['primary', 'secondary', 'accent', 'tertiary'] as const)
    .flatMap((role) => {
      const hex = colorOf(colors[role]);
      // an analysis fills a missing role with a colour already named; naming it twice says nothing
      if (!hex || seen.has(hex.toLowerCase())) return [];
      seen.add(hex.toLowerCase());
      return [`${role} ${hex}`];
    })
    .join(', ');
  const vibe = uiVibe.trim();
  return [
    vibe && `${vibe.charAt(0).toUpperCase()}${vibe.slice(1)}.`,
    palette && `Colors: ${palette}.`,
    `Font: ${fontFamily}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A value the analysis found, if the project form accepts it; otherwise what the form holds stays. */
function accepted(found: string | undefined, isValid: (v: string) => boolean, current: string | undefined) {
  return found && isValid(found) ? found : current;
}

function styling(
  colors: AnalysisColorSystem,
  fontFamily: string,
  uiVibe: string,
  borderRadius: string,
  shadows: string[],
  isDarkMode: boolean,
  current: ProjectFormValues,
): StylingValues {
  return {
    stylingReference: composeStylingReference(colors, fontFamily, uiVibe),
    primaryColor: accepted(colorOf(colors.primary), isCssColor, current.primaryColor),
    accentColor: accepted(colorOf(colors.accent), isCssColor, current.accentColor),
    fontFamily: fontFamily || current.fontFamily,
    borderRadius: accepted(borderRadius, isCssRadius, current.borderRadius),
    // a shadow the form would refuse (e.g. one made of var()) is left out rather than copied
    boxShadow: shadows.find(isCssBoxShadow) ?? NO_SHADOW,
    isDarkMode,
  };
}

/** The form after a CSS analysis: the pasted CSS and the other fields stay as they were. */
export function formFromCssAnalysis(result: CssAnalysisResult, current: ProjectFormValues): ProjectFormValues {
  return {
    ...current,
    ...styling(
      result.colorSystem,
      result.typography.fontFamily,
      result.uiVibe,
      result.brandingComponents.buttons.borderRadius,
      result.brandingComponents.shadows,
      result.isDarkMode,
      current,
    ),
  };
}

/** The host name a typed address points at; a bare 'example.com' counts as https. */
export function hostnameOf(url: string): string {
  const trimmed = url.trim();
  try {
    return new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}

/** The form after a website analysis: also named after the site, with the result kept as the CSS text. */
export function formFromWebsiteAnalysis(
  result: WebsiteAnalysisResult,
  url: string,
  current: ProjectFormValues,
): ProjectFormValues {
  return {
    ...current,
    ...styling(
      result.colorSystem,
      result.typography.fontFamily,
      result.uiVibe,
      result.buttonSystems.primary.borderRadius,
      result.componentStyles.shadows,
      result.isDarkMode,
      current,
    ),
    name: `${hostnameOf(url)} Design System`,
    cssContent: JSON.stringify(result, null, 2),
  };
}
