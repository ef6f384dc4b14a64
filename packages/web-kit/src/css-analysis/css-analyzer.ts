import { parse, CssSyntaxError, type ChildNode, type Container, type Declaration, type Root } from 'postcss';
import {
  CSS_ANALYSIS_MAX_BYTES,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_FONT_FAMILY,
  DEFAULT_PRIMARY_COLOR,
} from '@shared/constants';
import {
  chroma,
  colorDistance,
  NEUTRAL_CHROMA,
  findColors,
  luminance,
  parseColor,
  toHex,
  toHsl,
  type FoundColor,
  type Rgba,
} from '../color';
import { classifySelectors, nameTokens, varNameRoles, type NamedRole, type SelectorInfo } from './analysis-selectors';
import type { CssAnalysis, HeadingStyle, Typography } from './analysis-types';
import { splitTopLevel, VarScope } from './analysis-vars';
import { describeVibe } from './analysis-vibe';

export { CSS_ANALYSIS_MAX_BYTES };

/** A stylesheet that cannot be read, with the HTTP answer it stands for (400, a code, a message, details). */
export class CssAnalysisError extends Error {
  constructor(
    readonly code: 'css_parse_error' | 'css_too_large',
    message: string,
    readonly details?: { line: number; column: number | undefined },
  ) {
    super(message);
    this.name = 'CssAnalysisError';
  }
}

/** The pasted CSS is not valid CSS; carries where the parser stopped. */
export class CssParseError extends CssAnalysisError {
  constructor(
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(
      'css_parse_error',
      `The CSS could not be read: ${reason}${line ? ` (line ${line}, column ${column ?? 1})` : ''}.`,
      line ? { line, column } : undefined,
    );
    this.name = 'CssParseError';
  }
}

export class CssTooLargeError extends CssAnalysisError {
  constructor(maxBytes: number) {
    super('css_too_large', `The CSS is larger than ${maxBytes / (1024 * 1024)} MB. Paste the main stylesheet only.`);
    this.name = 'CssTooLargeError';
  }
}

/** Reads a stylesheet's design system: colours by role, fonts, radii, shadows and an overall feel. */
export function analyzeCss(css: string): CssAnalysis {
  if (css.length > CSS_ANALYSIS_MAX_BYTES || Buffer.byteLength(css, 'utf8') > CSS_ANALYSIS_MAX_BYTES) {
    throw new CssTooLargeError(CSS_ANALYSIS_MAX_BYTES);
  }
  return analyzeStylesheets([parseStylesheet(css)]);
}

export function parseStylesheet(css: string): Root {
  try {
    return parse(css);
  } catch (err) {
    if (err instanceof CssSyntaxError) throw new CssParseError(err.reason, err.line, err.column);
    throw err;
  }
}

interface Context {
  /** inside @media (prefers-color-scheme: dark) */
  dark: boolean;
  /** inside @media (prefers-color-scheme: light): an alternative to the base theme, not the base itself */
  lightScheme: boolean;
  /** inside a max-width media query: a phone layout */
  narrow: boolean;
}

interface RuleRecord {
  info: SelectorInfo;
  selectorText: string;
  ctx: Context;
  decls: Declaration[];
  local?: Map<string, string>;
}

interface ColorStats {
  rgba: Rgba;
  hex: string;
  count: number;
  brand: number;
  status: number;
  surface: number;
  text: number;
  /** weight from declarations that paint something, not from palette definitions */
  used: number;
  named: Record<NamedRole, number>;
}

interface Candidate {
  value: string;
  priority: number;
  order: number;
}

type PropRole = 'bg' | 'text' | 'border' | 'shadow' | 'any';

/** Keeps the value of the highest priority; a later offer wins a tie, as in the cascade. */
class Best<T> {
  value: T | undefined;
  private priority = -Infinity;
  offer(value: T, priority: number) {
    if (priority >= this.priority) {
      this.value = value;
      this.priority = priority;
    }
  }
}

const WIDE_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'none', '']);
const COLOR_PROPS = new Set([
  'color',
  'background',
  'background-color',
  'border',
  'border-color',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-block',
  'border-inline',
  'outline',
  'outline-color',
  'fill',
  'stroke',
  'text-decoration-color',
  'caret-color',
  'accent-color',
]);
/** Custom properties with these words hold something else than a colour, even if a word like `black` appears in them. */
const NOT_COLOR_VAR_TOKENS = new Set([
  'font',
  'family',
  'ease',
  'animate',
  'animation',
  'transition',
  'radius',
  'shadow',
  'spacing',
  'breakpoint',
  'width',
  'height',
  'size',
  'weight',
  'leading',
  'tracking',
  'blur',
  'opacity',
  'duration',
  'gutter',
  'z',
  'index',
]);
/** Names under which bare channels (`59 130 246`, `222 47% 11%`) are read as a colour. */
const CHANNEL_VAR_TOKENS = new Set([
  'color',
  'colour',
  'rgb',
  'hsl',
  'bg',
  'background',
  'foreground',
  'fg',
  'border',
  'text',
  'ring',
  'brand',
  'primary',
  'secondary',
  'accent',
  'tertiary',
  'muted',
  'card',
  'popover',
  'input',
  'surface',
  'destructive',
  'base',
  'neutral',
  'gray',
  'grey',
  'link',
  'body',
  'emphasis',
  'highlight',
]);
/** Namespace words in variable names that say nothing about the role (`--bs-`, `--tw-`, `--color-`). */
const PREFIX_TOKENS = new Set([
  'bs',
  'tw',
  'theme',
  'ui',
  'c',
  'clr',
  'global',
  'site',
  'app',
  'default',
  'color',
  'colors',
]);

const STATE_VAR_TOKENS = new Set(['hover', 'active', 'focus', 'disabled', 'visited', 'checked', 'pressed', 'selected']);
const NESTING_AT_RULES = new Set(['supports', 'layer', 'container', 'scope', 'document', '-moz-document']);
const RELEVANT_PROPS = new Set(['border-radius', 'box-shadow', 'font-family', 'font', 'font-size', 'font-weight']);

export function analyzeStylesheets(roots: Root[]): CssAnalysis {
  const reader = new StylesheetReader();
  for (const root of roots) reader.collect(root, { dark: false, lightScheme: false, narrow: false }, null);
  reader.evaluate();
  return reader.result();
}

class StylesheetReader {
  private readonly rules: RuleRecord[] = [];
  private readonly fontFaces: string[] = [];
  private readonly scope = new VarScope();
  private readonly colors = new Map<string, ColorStats>();
  private readonly pageBg = new Best<string>();
  private readonly pageText = new Best<string>();
  private readonly baseFont = new Best<string>();
  private readonly varFont = new Best<string>();
  private readonly fontCounts = new Map<string, number>();
  private readonly headings = new Map<number, Record<keyof HeadingStyle, Best<string>>>();
  private readonly buttonRadius = new Best<string>();
  private readonly cardRadius = new Best<string>();
  private readonly rootRadius = new Best<string>();
  private readonly radiusCounts = new Map<string, number>();
  private readonly shadows: Candidate[] = [];
  private order = 0;

  collect(container: Container, ctx: Context, parents: string[] | null) {
    if (parents && container.type === 'atrule') this.record(container, parents, parents.join(','), ctx);
    container.each((node: ChildNode) => {
      if (node.type === 'atrule') {
        const name = node.name.toLowerCase();
        if (name === 'media') {
          const params = node.params.toLowerCase();
          if (/\bprint\b/.test(params) && !/\b(?:screen|all)\b/.test(params)) return;
          this.collect(
            node,
            {
              dark: ctx.dark || /prefers-color-scheme\s*:\s*dark/.test(params),
              lightScheme: ctx.lightScheme || /prefers-color-scheme\s*:\s*light/.test(params),
              narrow: ctx.narrow || (/max-width|width\s*<|<\s*=?\s*width/.test(params) && !/min-width/.test(params)),
            },
            parents,
          );
        } else if (NESTING_AT_RULES.has(name)) {
          if (node.nodes) this.collect(node, ctx, parents);
        } else if (name === 'font-face') {
          node.walkDecls(/^font-family$/i, (d) => {
            const family = firstFamily(d.value);
            if (family) this.fontFaces.push(family);
          });
        } else if (name === 'property' && node.params.startsWith('--')) {
          node.walkDecls(/^initial-value$/i, (d) => this.scope.define(node.params.trim(), d.value, 0));
        }
        return;
      }
      if (node.type !== 'rule') return;
      const own = node.selectors;
      const selectors = parents ? combine(parents, own) : own;
      const nested = this.record(node, selectors, parents ? selectors.join(',') : node.selector, ctx);
      if (nested) this.collect(node, ctx, selectors);
    });
  }

  /** Stores the declarations directly inside `container`; tells whether nested rules follow. */
  private record(container: Container, selectors: string[], selectorText: string, ctx: Context): boolean {
    const decls: Declaration[] = [];
    let local: Map<string, string> | undefined;
    let nested = false;
    for (const child of container.nodes ?? []) {
      if (child.type === 'decl') {
        decls.push(child);
        if (child.prop.startsWith('--')) {
          local ??= new Map();
          local.set(child.prop, stripComments(child.value));
        }
      } else if (child.type === 'rule' || child.type === 'atrule') {
        nested = true;
      }
    }
    if (decls.length > 0) {
      this.rules.push({ info: classifySelectors(selectorText, selectors), selectorText, ctx, decls, local });
    }
    return nested;
  }

  evaluate() {
    for (const rule of this.rules) {
      if (!rule.local) continue;
      const { info, ctx } = rule;
      const dark = ctx.dark || info.dark;
      const rootLike = info.page || info.universal;
      const rank = dark ? 1 : rootLike ? (ctx.narrow || ctx.lightScheme ? 3 : 4) : 2;
      for (const [name, value] of rule.local) this.scope.define(name, value, rank);
    }
    for (const rule of this.rules) this.evaluateRule(rule);
  }

  private evaluateRule(rule: RuleRecord) {
    const { info, ctx } = rule;
    const dark = ctx.dark || info.dark;
    let weight = 1;
    if (dark) weight *= 0.25;
    if (info.state) weight *= 0.3;
    if (ctx.narrow) weight *= 0.8;
    if (ctx.lightScheme) weight *= 0.5;
    if (info.reset || info.universal) weight *= 0.3;
    const base = !dark && !info.state;
    const pagePriority = ctx.lightScheme ? 1 : 3;
    for (const decl of rule.decls) {
      const order = this.order++;
      if (decl.prop.startsWith('--')) {
        this.customProperty(rule, decl.prop, weight, base && !ctx.lightScheme, order);
        continue;
      }
      const prop = decl.prop.toLowerCase();
      const isColor = COLOR_PROPS.has(prop);
      if (!isColor && !RELEVANT_PROPS.has(prop)) continue;
      const refs: string[] = [];
      const raw = decl.value.includes('/*') ? stripComments(decl.value) : decl.value;
      const value = this.scope.resolve(raw, rule.local, refs);
      if (value === null) continue;
      if (isColor) {
        const role = colorPropRole(prop);
        const found = findColors(value);
        const roles = refRoles(refs);
        for (const f of found) this.addColor(f, rule, weight, role, roles, false);
        if (base && info.page && found.length > 0) {
          const first = found.find((f) => f.color.a >= 0.5);
          if (first && role === 'bg') this.pageBg.offer(first.hex, pagePriority);
          if (first && role === 'text') this.pageText.offer(first.hex, pagePriority);
        }
        continue;
      }
      switch (prop) {
        case 'border-radius':
          this.radius(rule, value, false);
          break;
        case 'box-shadow':
          this.shadow(rule, value, order);
          break;
        case 'font-family':
        case 'font':
          this.font(rule, prop === 'font' ? shorthandFamily(value) : value, base);
          break;
        case 'font-size':
        case 'font-weight':
          this.heading(rule, prop === 'font-size' ? 'fontSize' : 'fontWeight', value.trim());
          break;
      }
    }
  }

  private customProperty(rule: RuleRecord, name: string, weight: number, base: boolean, order: number) {
    const { info } = rule;
    const tokens = nameTokens(name);
    const refs: string[] = [];
    const raw = rule.local?.get(name) ?? '';
    const value = this.scope.resolve(raw, rule.local, refs);
    if (value === null || value.trim() === '') return;
    const rootLike = info.page || info.universal;
    if (tokens.includes('radius')) {
      this.radius(rule, value, true, tokens);
      return;
    }
    if (tokens.includes('shadow')) {
      if (!tokens.some((t) => t === 'inset' || t === 'ring' || t === 'focus' || t === 'color' || t === 'colored')) {
        this.shadow(rule, value, order, rootLike ? 2 : undefined);
      }
      return;
    }
    if (tokens.includes('font')) {
      if (
        rootLike &&
        !tokens.some((t) => t === 'size' || t === 'weight' || t === 'mono' || t === 'monospace' || t === 'code')
      ) {
        const family = firstFamily(value);
        if (family) {
          const bodyish = tokens.some((t) => t === 'body' || t === 'base' || t === 'text' || t === 'default');
          const serif = tokens.includes('serif') && !tokens.includes('sans');
          this.varFont.offer(
            family,
            bodyish ? 3 : tokens.includes('heading') || tokens.includes('display') ? 0 : serif ? 1 : 2,
          );
        }
      }
      return;
    }
    if (tokens.some((t) => NOT_COLOR_VAR_TOKENS.has(t))) return;
    let found = findColors(value);
    if (found.length === 0) {
      const channels = channelColor(value, tokens);
      if (!channels) return;
      found = [channels];
    }
    const role = varPropRole(tokens);
    const roles = refRoles(refs);
    for (const [r, w] of Object.entries(varNameRoles(name)) as [NamedRole, number][])
      roles[r] = Math.max(roles[r] ?? 0, w);
    const palette = rootLike && Object.keys(roles).length === 0;
    // `--bs-btn-hover-bg` inside `.btn-primary` is a state colour even though the rule is not a :hover rule
    const stateVar = tokens.some((t) => STATE_VAR_TOKENS.has(t));
    const w = weight * (palette ? 0.3 : 1) * (stateVar ? 0.3 : 1);
    for (const f of found) this.addColor(f, rule, w, role, roles, true, palette);
    const [first] = found;
    if (base && rootLike && first && first.color.a >= 0.5) {
      if (isPageBgName(tokens)) this.pageBg.offer(first.hex, 2);
      else if (isPageTextName(tokens)) this.pageText.offer(first.hex, 2);
    }
  }

  private addColor(
    found: FoundColor,
    rule: RuleRecord,
    weight: number,
    role: PropRole,
    refRoleWeights: Partial<Record<NamedRole, number>>,
    definition: boolean,
    palette = false,
  ) {
    if (role === 'shadow') return;
    const { color, hex } = found;
    if (color.a < 0.15) return;
    const { info } = rule;
    let w = color.a < 0.6 ? weight * 0.3 : weight;
    let stats = this.colors.get(hex);
    if (!stats) {
      stats = {
        rgba: { ...color, a: 1 },
        hex,
        count: 0,
        brand: 0,
        status: 0,
        surface: 0,
        text: 0,
        used: 0,
        named: { primary: 0, secondary: 0, accent: 0, tertiary: 0 },
      };
      this.colors.set(hex, stats);
    }
    stats.count += w;
    if (!palette) stats.used += w;
    if (info.status) {
      stats.status += w;
      w *= 0.1;
    } else {
      for (const [r, rw] of Object.entries(refRoleWeights) as [NamedRole, number][]) {
        stats.named[r] += rw * w * (definition ? 10 : 8);
      }
      for (const [r, rw] of Object.entries(info.roles) as [NamedRole, number][]) {
        const fit =
          role === info.roleTarget || info.roleTarget === 'any' ? 1 : role === 'border' || role === 'any' ? 0.5 : 0;
        stats.named[r] += rw * w * 8 * fit;
      }
    }
    const neutral = isNeutral(color);
    if (info.button && !info.reset) {
      stats.brand += w * (role === 'bg' ? 8 : role === 'border' ? 3 : role === 'any' ? 4 : neutral ? 0 : 2);
    } else if (info.link) {
      stats.brand += w * (role === 'text' ? 5 : role === 'any' ? 2 : 0.5);
    } else if (info.page || info.surface || info.card || info.universal) {
      if (role === 'bg') stats.surface += w * 2;
    } else if (!definition) {
      stats.brand += w * (role === 'bg' ? 1 : role === 'text' ? 0.5 : 0.3);
    }
    if (role === 'text' && !info.button) stats.text += w;
  }

  private radius(rule: RuleRecord, value: string, isVar: boolean, tokens: string[] = []) {
    const v = value.trim();
    if (WIDE_KEYWORDS.has(v.toLowerCase()) || radiusPx(v) === null) return;
    const { info, ctx } = rule;
    if (ctx.dark || info.dark || info.reset) return;
    const tokenSized = tokens.some(
      (t) =>
        t === 'sm' ||
        t === 'lg' ||
        t === 'xs' ||
        t === 'xl' ||
        t === 'pill' ||
        t === 'circle' ||
        /^\d?xl$|^\d+$/.test(t),
    );
    if (info.button && !info.state) {
      const plain = info.plainButton && !info.sized;
      this.buttonRadius.offer(
        v,
        (plain ? 5 : info.sized ? 1 : 3) - (isVar ? 0.5 : 0) - (tokenSized ? 2 : 0) - (ctx.narrow ? 0.25 : 0),
      );
    }
    if (info.card && !info.state) {
      this.cardRadius.offer(v, (info.plainCard ? 3 : 1) - (isVar ? 0.5 : 0) - (tokenSized ? 2 : 0));
    }
    if (isVar && (info.page || info.universal)) {
      const meaningful = tokens.filter(
        (t) => !PREFIX_TOKENS.has(t) && t !== 'border' && t !== 'radius' && t !== 'rounded',
      );
      const buttonish = meaningful.some((t) => t === 'btn' || t === 'button');
      const general =
        meaningful.length === 0 ||
        (meaningful.length === 1 &&
          (meaningful[0] === 'md' || meaningful[0] === 'base' || meaningful[0] === 'default'));
      if (buttonish) this.rootRadius.offer(v, 3);
      else if (general) this.rootRadius.offer(v, 2);
    }
    if (!isVar) {
      const px = radiusPx(v);
      if (px !== null && px > 0 && px < 100) this.radiusCounts.set(v, (this.radiusCounts.get(v) ?? 0) + 1);
    }
  }

  private shadow(rule: RuleRecord, value: string, order: number, rootPriority?: number) {
    const { info, ctx } = rule;
    if (ctx.dark || info.dark || info.status || info.reset) return;
    const cleaned = cleanShadow(value);
    if (!cleaned) return;
    let priority: number;
    if (rootPriority !== undefined) priority = rootPriority;
    else if (info.card) priority = info.state ? 2.5 : info.plainCard ? 6 : 5;
    else if (info.button) priority = info.state ? 1.5 : 4;
    else if (info.shadowUtility) priority = 3;
    else priority = info.state ? 0.5 : 1;
    this.shadows.push({ value: cleaned, priority, order });
  }

  private font(rule: RuleRecord, stack: string | null, base: boolean) {
    if (!stack) return;
    const family = firstFamily(stack);
    if (!family) return;
    const { info, ctx, selectorText } = rule;
    this.fontCounts.set(family, (this.fontCounts.get(family) ?? 0) + 1);
    if (base && info.page)
      this.baseFont.offer(family, /(?:^|[\s,])body(?![\w-])/i.test(selectorText) ? 3 : ctx.narrow ? 1 : 2);
    this.heading(rule, 'fontFamily', family);
  }

  private heading(rule: RuleRecord, key: keyof HeadingStyle, value: string) {
    const { info, ctx } = rule;
    if (info.headings.length === 0 || info.state || ctx.dark || info.dark) return;
    if (WIDE_KEYWORDS.has(value.toLowerCase())) return;
    for (const level of info.headings) {
      let slot = this.headings.get(level);
      if (!slot) {
        slot = { fontFamily: new Best(), fontSize: new Best(), fontWeight: new Best() };
        this.headings.set(level, slot);
      }
      slot[key].offer(value, ctx.narrow ? 1 : 2);
    }
  }

  result(): CssAnalysis {
    const palette = this.pickColors();
    const typography = this.typography();
    const buttonRadius =
      this.buttonRadius.value ??
      this.rootRadius.value ??
      mostCommon(this.radiusCounts) ??
      this.cardRadius.value ??
      DEFAULT_BORDER_RADIUS;
    const shadows = rankShadows(this.shadows);
    // a radius the stylesheet never stated says nothing about its shapes
    const radiusFromStylesheet =
      this.buttonRadius.value !== undefined || this.rootRadius.value !== undefined || this.radiusCounts.size > 0;
    const vibe = describeVibe({
      radiusPx: radiusFromStylesheet ? radiusPx(buttonRadius) : null,
      shadowDepthPx: Math.max(0, ...shadows.slice(0, 2).map(shadowDepth)),
      primary: palette.measured ? palette.colorSystem.primary.main : null,
      accent: palette.measured ? palette.colorSystem.accent.main : null,
      isDarkMode: palette.isDarkMode,
      brandHueCount: palette.brandHueCount,
    });
    return {
      colorSystem: palette.colorSystem,
      typography,
      brandingComponents: {
        buttons: { borderRadius: buttonRadius },
        ...(this.cardRadius.value ? { cards: { borderRadius: this.cardRadius.value } } : {}),
        shadows,
      },
      uiVibe: vibe.uiVibe,
      visualTone: vibe.visualTone,
      isDarkMode: palette.isDarkMode,
    };
  }

  private typography(): Typography {
    const fontFamily =
      this.baseFont.value ??
      this.varFont.value ??
      mostCommon(this.fontCounts) ??
      this.fontFaces[0] ??
      DEFAULT_FONT_FAMILY;
    const headings: Typography['headings'] = {};
    for (const level of [...this.headings.keys()].sort()) {
      const slot = this.headings.get(level);
      if (!slot) continue;
      const style: HeadingStyle = {};
      if (slot.fontFamily.value) style.fontFamily = slot.fontFamily.value;
      if (slot.fontSize.value) style.fontSize = slot.fontSize.value;
      if (slot.fontWeight.value) style.fontWeight = slot.fontWeight.value;
      if (Object.keys(style).length > 0) headings[`h${level}` as keyof Typography['headings']] = style;
    }
    return { fontFamily, headings };
  }

  private pickColors() {
    const all = [...this.colors.values()];
    let background = this.pageBg.value;
    const bgKnown = background !== undefined;
    background ??= maxBy(
      all.filter((s) => s.surface > 0),
      (s) => s.surface,
    )?.hex;
    const bgColor = background ? parseColor(background) : null;
    let text = this.pageText.value;
    if (!text) {
      const contrasting = all.filter(
        (s) => s.text > 0 && isNeutral(s.rgba) && (!bgColor || Math.abs(luminance(s.rgba) - luminance(bgColor)) > 0.3),
      );
      text = maxBy(contrasting, (s) => s.text)?.hex;
    }
    const textColor = text ? parseColor(text) : null;
    const isDarkMode =
      background && bgColor && (bgKnown || !textColor)
        ? luminance(bgColor) < 0.2
        : textColor !== null && luminance(textColor) > 0.5;
    background ??= isDarkMode ? '#000000' : '#ffffff';
    text ??= isDarkMode ? '#ffffff' : '#000000';
    const bgRgba = parseColor(background) as Rgba;

    const score = (s: ColorStats) => {
      const named = s.named.primary + s.named.secondary + s.named.accent + s.named.tertiary;
      return (s.brand + named + 0.2 * s.count) * (isNeutral(s.rgba) ? 1 : 1.5);
    };
    const statusLike = (s: ColorStats) => s.status >= 0.5 * s.count;
    const candidates = all
      // the body text colour competes only where it also paints buttons or links (a monochrome brand)
      .filter((s) => s.hex !== background && (s.hex !== text || s.brand >= 2) && colorDistance(s.rgba, bgRgba) > 0.03)
      .sort((a, b) => score(b) - score(a));
    const chosen: ColorStats[] = [];
    const distinct = (s: ColorStats, min: number) => chosen.every((c) => colorDistance(c.rgba, s.rgba) >= min);
    const named = (role: NamedRole) =>
      maxBy(
        all.filter((s) => s.named[role] >= 4 && distinct(s, 0.03)),
        (s) => s.named[role] + 2 * s.brand,
      );
    const take = (s: ColorStats | undefined) => {
      if (s) chosen.push(s);
      return s;
    };
    const nextBrand = () =>
      candidates.find((s) => s.used > 0 && !isNeutral(s.rgba) && !statusLike(s) && distinct(s, 0.08)) ??
      candidates.find((s) => s.used > 0 && !statusLike(s) && distinct(s, 0.08)) ??
      candidates.find((s) => !isNeutral(s.rgba) && !statusLike(s) && distinct(s, 0.08));

    const primary = take(named('primary') ?? candidates.find((s) => !statusLike(s)) ?? candidates[0]);
    const accent = take(named('accent') ?? nextBrand());
    const secondary = take(named('secondary') ?? nextBrand());
    const tertiary = take(named('tertiary') ?? nextBrand());

    const neutralStats = all.filter((s) => isNeutral(s.rgba) && !statusLike(s)).sort((a, b) => b.count - a.count);
    const neutrals: string[] = [];
    for (const hex of [background, text, ...neutralStats.map((s) => s.hex)]) {
      if (neutrals.length >= 6) break;
      const c = parseColor(hex) as Rgba;
      if (neutrals.every((n) => colorDistance(parseColor(n) as Rgba, c) >= 0.02)) neutrals.push(hex);
    }
    neutrals.sort((a, b) => luminance(parseColor(b) as Rgba) - luminance(parseColor(a) as Rgba));
    const spareNeutrals = neutrals.filter((n) => n !== background && n !== text);

    const primaryHex = primary?.hex ?? DEFAULT_PRIMARY_COLOR;
    const accentHex = accent?.hex ?? (primary ? primaryHex : DEFAULT_ACCENT_COLOR);
    const secondaryHex = secondary?.hex ?? spareNeutrals[Math.floor(spareNeutrals.length / 2)] ?? text;
    const tertiaryHex = tertiary?.hex ?? spareNeutrals.find((n) => n !== secondaryHex) ?? secondaryHex;

    const [best] = candidates;
    const top = best ? score(best) : 0;
    const hues: number[] = [];
    for (const s of candidates) {
      if (isNeutral(s.rgba) || statusLike(s) || score(s) < top * 0.1) continue;
      const h = toHsl(s.rgba).h;
      if (hues.every((other) => Math.min(Math.abs(h - other), 360 - Math.abs(h - other)) >= 25)) hues.push(h);
    }
    return {
      colorSystem: {
        primary: { main: primaryHex },
        secondary: { main: secondaryHex },
        accent: { main: accentHex },
        tertiary: { main: tertiaryHex },
        neutrals,
        background,
        text,
      },
      isDarkMode,
      /** false when primary and accent are the project defaults, not read from the stylesheet */
      measured: primary !== undefined,
      brandHueCount: hues.length,
    };
  }
}

function combine(parents: string[], own: string[]): string[] {
  const out: string[] = [];
  for (const p of parents.slice(0, 10)) {
    for (const o of own.slice(0, 10)) out.push(o.includes('&') ? o.replace(/&/g, p) : `${p} ${o}`);
  }
  return out;
}

function stripComments(value: string): string {
  return value.includes('/*') ? value.replace(/\/\*[\s\S]*?\*\//g, '') : value;
}

/** Names of referenced custom properties vote for a role: `var(--bs-primary)` paints the primary colour. */
function refRoles(refs: string[]): Partial<Record<NamedRole, number>> {
  const roles: Partial<Record<NamedRole, number>> = {};
  for (const ref of refs) {
    for (const [r, w] of Object.entries(varNameRoles(ref)) as [NamedRole, number][])
      roles[r] = Math.max(roles[r] ?? 0, w);
  }
  return roles;
}

function colorPropRole(prop: string): PropRole {
  if (prop.startsWith('background') || prop === 'fill') return 'bg';
  if (prop === 'color' || prop.endsWith('decoration-color') || prop === 'caret-color' || prop === 'accent-color')
    return 'text';
  return 'border';
}

function varPropRole(tokens: string[]): PropRole {
  if (tokens.some((t) => t === 'bg' || t === 'background' || t === 'fill' || t === 'surface')) return 'bg';
  if (tokens.some((t) => t === 'border' || t === 'outline' || t === 'ring' || t === 'stroke' || t === 'divider'))
    return 'border';
  if (tokens.some((t) => t === 'color' || t === 'text' || t === 'fg' || t === 'foreground' || t === 'link'))
    return 'text';
  return 'any';
}

function isPageBgName(tokens: string[]): boolean {
  const meaningful = tokens.filter((t) => !PREFIX_TOKENS.has(t));
  const bg = meaningful.some((t) => t === 'bg' || t === 'background');
  if (!bg || meaningful.some((t) => t === 'foreground' || t === 'fg' || t === 'on')) return false;
  return (
    meaningful.length === 1 || meaningful.some((t) => t === 'body' || t === 'page' || t === 'base' || t === 'main')
  );
}

function isPageTextName(tokens: string[]): boolean {
  const meaningful = tokens.filter((t) => !PREFIX_TOKENS.has(t) || t === 'color');
  const textish = meaningful.some((t) => t === 'text' || t === 'foreground' || t === 'fg' || t === 'color');
  if (!textish) return false;
  if (
    meaningful.some(
      (t) =>
        t === 'bg' ||
        t === 'background' ||
        t === 'border' ||
        t === 'link' ||
        t === 'heading' ||
        t === 'muted' ||
        t === 'secondary' ||
        t === 'accent' ||
        t === 'emphasis',
    )
  )
    return false;
  const rest = meaningful.filter((t) => t !== 'color');
  return (
    (rest.length === 1 && (rest[0] === 'text' || rest[0] === 'foreground' || rest[0] === 'fg')) ||
    rest.some((t) => t === 'body' || t === 'base' || t === 'page')
  );
}

/** Reads `13, 110, 253` / `59 130 246` / `222 47% 11%` custom properties meant for rgb(var(--x)) or hsl(var(--x)). */
function channelColor(value: string, tokens: string[]): FoundColor | null {
  if (!tokens.some((t) => CHANNEL_VAR_TOKENS.has(t))) return null;
  const v = value.trim();
  let color: Rgba | null = null;
  if (/^\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}$/.test(v) || /^\d{1,3}\s+\d{1,3}\s+\d{1,3}$/.test(v)) {
    color = parseColor(`rgb(${v})`);
  } else if (/^-?[\d.]+(?:deg)?\s*,?\s*[\d.]+%\s*,?\s*[\d.]+%$/.test(v)) {
    color = parseColor(`hsl(${v})`);
  }
  return color ? { color, hex: toHex(color) } : null;
}

function isNeutral(c: Rgba): boolean {
  const l = toHsl(c).l;
  return chroma(c) < NEUTRAL_CHROMA || l < 0.04 || l > 0.98;
}

/** First family of a font stack, unquoted; Apple's private aliases stand for the system font. */
export function firstFamily(stack: string): string | null {
  for (const part of splitTopLevel(stack)) {
    const name = part.replace(/^["']|["']$/g, '').trim();
    if (!name) continue;
    const lower = name.toLowerCase();
    if (WIDE_KEYWORDS.has(lower) || name.includes('(')) return null;
    if (lower === '-apple-system' || lower === 'blinkmacsystemfont') return 'system-ui';
    return name;
  }
  return null;
}

const FONT_SIZE_TOKEN =
  /(?:^|\s)(?:\d*\.?\d+(?:px|rem|em|pt|%|vw|vh|ex|ch|q|mm|cm|in|pc)|xx-small|x-small|small|medium|large|x-large|xx-large|larger|smaller|0|calc\([^)]*\)|clamp\([^)]*\))(?:\s*\/\s*\S+)?\s+(.+)$/i;

function shorthandFamily(value: string): string | null {
  return FONT_SIZE_TOKEN.exec(value.trim())?.[1] ?? null;
}

/** A radius in px for comparison; Infinity for pills (≥ 50%); null when not a length. */
export function radiusPx(value: string): number | null {
  const first =
    value
      .trim()
      .split(/[\s/]+/)[0]
      ?.toLowerCase() ?? '';
  if (first === '0') return 0;
  const m = /^(\d*\.?\d+)(px|rem|em|%)$/.exec(first);
  if (!m) return null;
  const n = Number(m[1]);
  if (m[2] === '%') return n >= 50 ? Infinity : n;
  if (m[2] === 'px') return n;
  return n * 16;
}

/** Drops shadow layers that paint nothing (`0 0 #0000`, transparent) and focus rings (no offset, no blur). */
export function cleanShadow(value: string): string | null {
  const layers: string[] = [];
  for (const layer of splitTopLevel(value)) {
    const text = layer.replace(/\s+/g, ' ').trim();
    if (!text || WIDE_KEYWORDS.has(text.toLowerCase())) continue;
    const colors = findColors(text);
    if (colors.length > 0 && colors.every((c) => c.color.a === 0)) continue;
    const lengths = shadowLengths(text);
    if (lengths.length < 2) continue;
    const [x, y, blur = 0] = lengths;
    if (x === 0 && y === 0 && blur === 0) continue;
    layers.push(text);
  }
  return layers.length > 0 ? layers.join(', ') : null;
}

function shadowLengths(layer: string): number[] {
  const withoutColors = layer.replace(/[a-z-]+\([^)]*\)|#[0-9a-f]+/gi, ' ');
  const out: number[] = [];
  for (const token of withoutColors.split(/\s+/)) {
    const m = /^(-?\d*\.?\d+)(px|rem|em)?$/.exec(token);
    if (m) out.push(Number(m[1]) * (m[2] === 'rem' || m[2] === 'em' ? 16 : 1));
  }
  return out;
}

function shadowDepth(shadow: string): number {
  let depth = 0;
  for (const layer of splitTopLevel(shadow)) {
    if (/\binset\b/.test(layer)) continue;
    const [, y = 0, blur = 0] = shadowLengths(layer);
    const alpha = findColors(layer)[0]?.color.a ?? 1;
    // a wide shadow at 5 % opacity reads as shallow as a tight one at 25 %
    depth = Math.max(depth, (Math.abs(y) + blur) * Math.min(1, Math.max(0.2, alpha / 0.25)));
  }
  return depth;
}

function rankShadows(candidates: Candidate[]): string[] {
  const sorted = [...candidates].sort((a, b) => b.priority - a.priority || a.order - b.order);
  const out: string[] = [];
  for (const c of sorted) {
    if (!out.includes(c.value)) out.push(c.value);
    if (out.length >= 4) break;
  }
  return out;
}

function mostCommon(counts: Map<string, number>): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

function maxBy<T>(items: T[], key: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestKey = -Infinity;
  for (const item of items) {
    const k = key(item);
    if (k > bestKey) {
      best = item;
      bestKey = k;
    }
  }
  return best;
}
