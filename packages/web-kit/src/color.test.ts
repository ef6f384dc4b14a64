import { describe, expect, it } from 'vitest';
import {
  chroma,
  colorDistance,
  contrast,
  findColors,
  luminance,
  normalizeColor,
  parseColor,
  readColor,
  toHex,
  type Rgba,
} from './color';

function rgba(text: string): Rgba {
  const c = parseColor(text);
  if (!c) throw new Error(`not a colour: ${text}`);
  return c;
}

describe('normalizeColor', () => {
  it.each([
    ['#ABC', '#aabbcc'],
    ['#abcd', '#aabbcc'],
    ['#3B82F680', '#3b82f6'],
    ['RebeccaPurple', '#663399'],
    ['lightgoldenrodyellow', '#fafad2'],
    ['rgb(59, 130, 246)', '#3b82f6'],
    ['rgba(59,130,246,.5)', '#3b82f6'],
    ['rgb(59 130 246 / 50%)', '#3b82f6'],
    ['rgb(100% 0% 0%)', '#ff0000'],
    ['hsl(217 91% 60%)', '#3c83f6'],
    ['hsla(217deg, 91%, 60%, 0.3)', '#3c83f6'],
    ['hsl(0.5turn 100% 50%)', '#00ffff'],
    ['hwb(0 0% 0%)', '#ff0000'],
    ['hwb(120 50% 50%)', '#808080'],
    ['oklch(62.3% 0.214 259.815)', '#2b7fff'],
    ['oklch(0.623 0.214 259.815 / 0.5)', '#2b7fff'],
    ['oklab(0.628 0.2249 0.1258)', '#ff0000'],
    ['lab(54.29% 80.82 69.91)', '#ff0000'],
    ['lch(54.29% 106.84 40.85)', '#ff0000'],
    ['color(srgb 0.5 0.5 0.5)', '#808080'],
    ['color(display-p3 0 1 0)', '#00ff00'],
  ])('%s → %s', (input, hex) => {
    expect(normalizeColor(input)).toBe(hex);
  });

  it('keeps alpha out of the hex but in the parsed colour', () => {
    expect(parseColor('rgb(0 0 0 / .25)')?.a).toBe(0.25);
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('transparent')?.a).toBe(0);
  });

  it('returns null for anything that is not a colour', () => {
    expect(normalizeColor('currentColor')).toBeNull();
    expect(normalizeColor('var(--x)')).toBeNull();
    expect(normalizeColor('#12')).toBeNull();
    expect(normalizeColor('rgb(1 2)')).toBeNull();
    expect(normalizeColor('notacolor')).toBeNull();
  });
});

describe('findColors', () => {
  it('finds colours in shorthands and gradients, skipping strings, url() and identifiers', () => {
    const found = findColors(
      `url("a#fff.png") no-repeat, linear-gradient(90deg, Red 0%, #00f 50%, hsl(0 0% 0% / .2)) "navy" font-red blue`,
    ).map((f) => f.hex);
    expect(found).toEqual(['#ff0000', '#0000ff', '#000000', '#0000ff']);
  });

  it('looks inside color-mix()', () => {
    expect(findColors('color-mix(in oklab, oklch(64.5% 0.246 16.439) 10%, transparent)').map((f) => f.hex)).toEqual([
      '#ff2056',
      '#000000',
    ]);
  });
});

describe('measures', () => {
  it('luminance runs from black to white', () => {
    expect(luminance(rgba('#000'))).toBe(0);
    expect(luminance(rgba('#fff'))).toBeCloseTo(1, 5);
  });

  it('chroma separates greys (slate included) from brand colours', () => {
    expect(chroma(rgba('#6c757d'))).toBeLessThan(0.05);
    expect(chroma(rgba('#64748b'))).toBeLessThan(0.05);
    expect(chroma(rgba('#0d6efd'))).toBeGreaterThan(0.15);
  });

  it('colorDistance tells a hover shade from a different colour', () => {
    expect(colorDistance(rgba('#0d6efd'), rgba('#0d6efd'))).toBe(0);
    expect(colorDistance(rgba('#0d6efd'), rgba('#0b5ed7'))).toBeLessThan(0.08);
    expect(colorDistance(rgba('#0d6efd'), rgba('#e8590c'))).toBeGreaterThan(0.2);
  });
});

describe('readColor (what people type)', () => {
  it('accepts a hex without its hash and names written with spaces or dashes', () => {
    expect(toHex(readColor('3B82F6') as Rgba)).toBe('#3b82f6');
    expect(toHex(readColor('dark blue') as Rgba)).toBe('#00008b');
    expect(toHex(readColor('light-coral') as Rgba)).toBe('#f08080');
    expect(readColor('blue-ish')).toBeNull();
  });
});

describe('contrast', () => {
  it('gives the WCAG ratio', () => {
    expect(contrast(rgba('#000'), rgba('#fff'))).toBeCloseTo(21, 5);
    expect(contrast(rgba('#777'), rgba('#fff'))).toBeCloseTo(4.48, 2);
  });
});
