import type { Root } from 'postcss';
import {
  analyzeStylesheets,
  CssParseError,
  parseStylesheet,
  type WebsiteAnalysis,
} from '@atelier/web-kit/css-analysis';
import { fetchWebsiteCss, FetchFailedError, type SafeFetchOptions } from './safe-fetch';

/** Reads a live website's design system from the CSS its page uses. */
export async function analyzeWebsite(url: string, opts: SafeFetchOptions): Promise<WebsiteAnalysis> {
  const site = await fetchWebsiteCss(url, opts);
  const roots: Root[] = [];
  for (const css of site.sheets) {
    try {
      roots.push(parseStylesheet(css));
    } catch (err) {
      // browsers skip what they cannot parse; one broken stylesheet should not hide the others
      if (!(err instanceof CssParseError)) throw err;
    }
  }
  if (roots.length === 0) throw new FetchFailedError('No readable styles were found on this page.');
  const css = analyzeStylesheets(roots);
  return {
    colorSystem: css.colorSystem,
    typography: css.typography,
    buttonSystems: { primary: { borderRadius: css.brandingComponents.buttons.borderRadius } },
    componentStyles: { shadows: css.brandingComponents.shadows },
    uiVibe: css.uiVibe,
    visualTone: css.visualTone,
    isDarkMode: css.isDarkMode,
    sourceUrl: site.finalUrl,
  };
}
