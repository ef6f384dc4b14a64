import { chroma, NEUTRAL_CHROMA, parseColor, toHsl, type Rgba } from '../color';

export interface VibeInput {
  /** px; Infinity for pill shapes; null when the stylesheet does not say */
  radiusPx: number | null;
  /** strongest shadow's blur plus vertical offset, px; 0 when flat */
  shadowDepthPx: number;
  /** null when the stylesheet names no brand colour */
  primary: string | null;
  accent: string | null;
  isDarkMode: boolean;
  /** how many distinct hues the brand (non-neutral, non-status) colours span */
  brandHueCount: number;
}

type Saturation = 'vibrant' | 'balanced' | 'muted' | 'monochrome';
type HueFamily = 'warm' | 'green' | 'cool' | 'purple' | 'none';

function saturationOf(colors: Rgba[]): Saturation {
  const chromatic = colors.filter((c) => chroma(c) >= NEUTRAL_CHROMA);
  if (chromatic.length === 0) return 'monochrome';
  const c = Math.max(...chromatic.map(chroma));
  if (c >= 0.17) return 'vibrant';
  if (c >= 0.09) return 'balanced';
  return 'muted';
}

function hueFamily(c: Rgba | null): HueFamily {
  if (!c || chroma(c) < NEUTRAL_CHROMA) return 'none';
  const h = toHsl(c).h;
  if (h < 65 || h >= 335) return 'warm';
  if (h < 170) return 'green';
  if (h < 265) return 'cool';
  return 'purple';
}

function radiusWord(px: number | null): string | null {
  if (px === null) return null;
  if (px === 0) return 'sharp-edged';
  if (px <= 3) return 'crisp';
  if (px <= 8) return 'rounded';
  if (px <= 16) return 'soft';
  if (px >= 100) return 'pill-shaped';
  return 'very rounded';
}

function depthWord(px: number): string {
  if (px <= 0) return 'flat';
  if (px <= 6) return 'subtly layered';
  if (px <= 20) return 'layered';
  return 'elevated';
}

/** Short words for the design's feel, each derived from a measured property. */
export function describeVibe(input: VibeInput): { uiVibe: string; visualTone: string } {
  const primary = input.primary ? parseColor(input.primary) : null;
  const accent = input.accent ? parseColor(input.accent) : null;
  const saturation = saturationOf([primary, accent].filter((c): c is Rgba => c !== null));
  const family = hueFamily(primary && chroma(primary) >= NEUTRAL_CHROMA ? primary : accent);
  const words: string[] = [];
  if (input.brandHueCount <= 2 && input.shadowDepthPx <= 6) words.push('minimal');
  else if (input.brandHueCount >= 4) words.push('colourful');
  const radius = radiusWord(input.radiusPx);
  if (radius) words.push(radius);
  words.push(depthWord(input.shadowDepthPx));
  words.push(saturation);
  words.push(input.isDarkMode ? 'dark' : 'light');
  return { uiVibe: words.join(', '), visualTone: toneOf(saturation, family, input) };
}

function toneOf(saturation: Saturation, family: HueFamily, input: VibeInput): string {
  const round = input.radiusPx !== null && input.radiusPx > 12;
  const sharp = input.radiusPx !== null && input.radiusPx <= 2;
  if (input.isDarkMode) return saturation === 'vibrant' ? 'bold and modern' : 'sleek and sophisticated';
  if (saturation === 'monochrome') return sharp ? 'stark and editorial' : 'clean and understated';
  if (saturation === 'muted') return sharp ? 'clean and corporate' : 'calm and understated';
  if (saturation === 'vibrant') {
    if (round) return 'playful and friendly';
    if (family === 'warm') return 'warm and energetic';
    return 'confident and modern';
  }
  switch (family) {
    case 'warm':
      return 'warm and inviting';
    case 'green':
      return 'fresh and approachable';
    case 'purple':
      return 'creative and refined';
    default:
      return 'calm and professional';
  }
}
