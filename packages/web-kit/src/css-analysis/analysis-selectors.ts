/**
 * What a selector or a custom property name says about the colours and
 * shapes it carries: a primary button, a link, the page itself, a card, a
 * dark-theme override. Regular expressions over the selector text, because a
 * full selector parser costs too much on megabyte stylesheets and the
 * analysis only needs the subject of each selector and its class names.
 */

export type NamedRole = 'primary' | 'secondary' | 'accent' | 'tertiary';

export interface SelectorInfo {
  button: boolean;
  /** the rule styles a button with nothing else around it (`.btn`, `button`, `.btn-primary`) */
  plainButton: boolean;
  link: boolean;
  card: boolean;
  /** the rule styles a card with nothing else around it */
  plainCard: boolean;
  /** html, body, :root, :host */
  page: boolean;
  /** `*`, `::before`, `::after`: defaults for every element */
  universal: boolean;
  surface: boolean;
  /** heading levels this rule styles (1–6) */
  headings: number[];
  /** success/danger/warning/info… colours say nothing about the brand */
  status: boolean;
  /** hover, focus, active, checked… */
  state: boolean;
  /** a dark-theme override (`.dark`, `[data-theme=dark]`, `dark:` variants) */
  dark: boolean;
  /** a reset rule that styles buttons together with inputs */
  reset: boolean;
  /** a size variant such as `.btn-sm` */
  sized: boolean;
  /** `.shadow`, `.shadow-sm`…: utility classes whose only job is a shadow */
  shadowUtility: boolean;
  /** named roles from class names, with a weight (variants such as `-hover` weigh less) */
  roles: Partial<Record<NamedRole, number>>;
  /**
   * which property a role class paints: `.text-primary` the text, `.bg-primary` / `.btn-primary` the
   * background, a bare `.accent` whatever it sets
   */
  roleTarget: 'bg' | 'text' | 'border' | 'any';
}

const STATE_PSEUDO = /:(?:hover|focus|focus-visible|focus-within|active|visited|checked|disabled|target)(?![\w-])/i;
const DARK_HINT =
  /(?:^|[\s,(>+~])\.(?:dark|theme-dark|dark-mode|dark-theme)(?![\w-])|\[data-(?:bs-)?(?:theme|mode|color-scheme)=["']?dark|\.dark\\:/i;
const FORM_ELEMENTS = /(?:^|[\s,>+~(])(?:input|select|textarea|optgroup)(?![\w-])|\[type=["']?reset/i;
const STATUS_TOKENS = new Set([
  'success',
  'danger',
  'warning',
  'info',
  'error',
  'valid',
  'invalid',
  'alert',
  'disabled',
  'destructive',
  'critical',
  'notice',
]);
const BUTTON_EXCLUDED = new Set(['close', 'toggle', 'toggler', 'group', 'toolbar', 'check', 'reset']);
const SIZE_TOKENS = new Set(['sm', 'lg', 'xs', 'xl', 'small', 'large', 'mini', 'tiny', 'huge', 'block']);
const SURFACE_TOKENS = new Set([
  'container',
  'wrapper',
  'surface',
  'navbar',
  'header',
  'footer',
  'hero',
  'sidebar',
  'layout',
  'page',
]);
const SURFACE_ELEMENTS = new Set(['main', 'section', 'header', 'footer', 'nav', 'aside', 'article']);
const STATE_CLASSES = new Set(['active', 'show', 'open', 'selected', 'checked']);
/** `.btn-dark`, `.bg-light`, `.text-white`: neutral variants, as silent about the brand as status colours */
const TONE_TOKENS = new Set(['dark', 'light', 'white', 'black']);
/** Var names carrying one of these beside a role describe a companion colour (text on primary, a tint), not the role itself. */
const COMPANION_TOKENS = new Set(['foreground', 'fg', 'on', 'contrast', 'subtle', 'emphasis', 'text', 'content']);
const VARIANT_TOKENS = new Set([
  'hover',
  'active',
  'focus',
  'light',
  'lighter',
  'lightest',
  'dark',
  'darker',
  'darkest',
  'muted',
  'soft',
  'pale',
  'tint',
  'shade',
]);
const ROLE_TOKENS: Record<string, [NamedRole, number]> = {
  primary: ['primary', 1],
  brand: ['primary', 0.6],
  main: ['primary', 0.3],
  secondary: ['secondary', 1],
  accent: ['accent', 1],
  highlight: ['accent', 0.5],
  tertiary: ['tertiary', 1],
};

const tokenCache = new Map<string, string[]>();
const varRoleCache = new Map<string, Partial<Record<NamedRole, number>>>();

/** Splits a name into lowercase words: `--bs-btn-hover-bg` → bs, btn, hover, bg. Cached: stylesheets repeat names. */
export function nameTokens(name: string): string[] {
  let tokens = tokenCache.get(name);
  if (!tokens) {
    tokens = name
      .replace(/^-+/, '')
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    if (tokenCache.size > 50_000) tokenCache.clear();
    tokenCache.set(name, tokens);
  }
  return tokens;
}

/**
 * Named roles a custom property name points at: `--primary`, `--bs-primary`,
 * `--color-primary` → primary; `--primary-foreground` → none (text on primary).
 */
export function varNameRoles(name: string): Partial<Record<NamedRole, number>> {
  let roles = varRoleCache.get(name);
  if (!roles) {
    roles = rolesFromTokens(nameTokens(name), true);
    if (varRoleCache.size > 50_000) varRoleCache.clear();
    varRoleCache.set(name, roles);
  }
  return roles;
}

function rolesFromTokens(tokens: string[], isVar: boolean): Partial<Record<NamedRole, number>> {
  const roles: Partial<Record<NamedRole, number>> = {};
  let found = false;
  for (const t of tokens) {
    const role = ROLE_TOKENS[t];
    if (role) {
      roles[role[0]] = Math.max(roles[role[0]] ?? 0, role[1]);
      found = true;
    }
  }
  if (!found) return roles;
  // `--brand-accent` is the accent of the brand: a weak hint (brand, main) gives way to a named role beside it.
  if (Object.values(roles).some((w) => w === 1)) {
    for (const key of Object.keys(roles) as NamedRole[]) if ((roles[key] ?? 0) < 1) delete roles[key];
  }
  for (const t of tokens) {
    if (STATUS_TOKENS.has(t)) return {};
    if (isVar && COMPANION_TOKENS.has(t)) return {};
    if (
      !isVar &&
      (t === 'foreground' || t === 'fg' || t === 'on' || t === 'contrast' || t === 'subtle' || t === 'emphasis')
    )
      return {};
  }
  if (tokens.some((t) => VARIANT_TOKENS.has(t))) {
    for (const key of Object.keys(roles) as NamedRole[]) roles[key] = (roles[key] ?? 0) * 0.3;
  }
  return roles;
}

/** The last compound of a selector (its subject), with functional pseudo-classes dropped. */
function subjectOf(selector: string): string {
  let depth = 0;
  let start = 0;
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t')) {
      start = i + 1;
    }
  }
  const compound = selector.slice(start);
  depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound[i];
    if (c === '(') {
      depth++;
      continue;
    }
    if (c === ')') {
      depth--;
      continue;
    }
    if (depth === 0) out += c;
  }
  return out.replace(/:(?:not|is|where|has|matches|-webkit-any|-moz-any)(?![\w-])/gi, '');
}

function unescapeIdent(s: string): string {
  return s.replace(/\\([0-9a-f]{1,6}\s?|.)/gi, (_, ch: string) =>
    /^[0-9a-f]+\s?$/i.test(ch) ? String.fromCodePoint(parseInt(ch, 16)) : ch,
  );
}

const HEADING_ELEMENT = /^h([1-6])$/;

function emptyInfo(): SelectorInfo {
  return {
    button: false,
    plainButton: false,
    link: false,
    card: false,
    plainCard: false,
    page: false,
    universal: false,
    surface: false,
    headings: [],
    status: false,
    state: false,
    dark: false,
    reset: false,
    sized: false,
    shadowUtility: false,
    roles: {},
    roleTarget: 'bg',
  };
}

const cache = new Map<string, SelectorInfo>();

/** Classifies a rule by its selector list; results are cached because stylesheets repeat selectors. */
export function classifySelectors(selectorText: string, selectors: string[]): SelectorInfo {
  const hit = cache.get(selectorText);
  if (hit) return hit;
  const info = emptyInfo();
  const reset = FORM_ELEMENTS.test(selectorText);
  for (const selector of selectors) mergeSelector(info, selector.trim());
  info.reset = reset && info.button;
  if (cache.size > 20_000) cache.clear();
  cache.set(selectorText, info);
  return info;
}

function mergeSelector(info: SelectorInfo, selector: string) {
  if (DARK_HINT.test(selector)) info.dark = true;
  const single = !/[\s>+~]/.test(selector.replace(/\([^)]*\)|\[[^\]]*\]/g, ''));
  const subject = subjectOf(selector);
  const element = /^([a-z][a-z0-9-]*)/i.exec(subject)?.[1]?.toLowerCase() ?? '';
  const classes: string[] = [];
  for (const [, name] of subject.matchAll(/\.((?:\\.|[\w-])+)/g)) if (name) classes.push(unescapeIdent(name));
  const attrs = subject.match(/\[[^\]]*\]/g) ?? [];
  const withoutBrackets = subject.replace(/\[[^\]]*\]/g, '');
  if (STATE_PSEUDO.test(withoutBrackets)) info.state = true;
  const pseudoElement = /::?(?:before|after|placeholder|selection|marker|file-selector-button|backdrop)/i.test(
    withoutBrackets,
  );

  if (element === '*' || /^\*|^::?(?:before|after|backdrop)/.test(subject)) info.universal = true;
  if (
    !pseudoElement &&
    single &&
    classes.length === 0 &&
    (element === 'html' || element === 'body' || /^:(?:root|host)(?![\w-])/i.test(subject))
  ) {
    info.page = true;
  }
  if (SURFACE_ELEMENTS.has(element)) info.surface = true;
  const heading = HEADING_ELEMENT.exec(element);
  if (heading) pushHeading(info, Number(heading[1]));

  let buttonHere =
    element === 'button' ||
    attrs.some((a) => /type=["']?(?:submit|button)/i.test(a)) ||
    /\[role=["']?button/i.test(subject);
  let sized = false;
  let cardHere = false;
  let linkClass = false;
  for (const raw of classes) {
    const variants = raw.split(':');
    const base = variants.pop() ?? '';
    if (variants.includes('dark')) info.dark = true;
    if (
      variants.some((v) => /^(?:hover|focus|active|focus-visible|focus-within|group-hover|peer-\w+|disabled)$/.test(v))
    )
      info.state = true;
    const tokens = nameTokens(base);
    const headingClass = /^h([1-6])$/.exec(base);
    if (headingClass) pushHeading(info, Number(headingClass[1]));
    if (STATE_CLASSES.has(base)) info.state = true;
    if (tokens.some((t) => STATUS_TOKENS.has(t))) info.status = true;
    if (tokens.length > 1 && tokens.some((t) => TONE_TOKENS.has(t))) info.status = true;
    if (
      (tokens.includes('btn') || tokens.includes('button') || tokens.includes('cta')) &&
      !tokens.some((t) => BUTTON_EXCLUDED.has(t))
    ) {
      buttonHere = true;
      if (tokens.some((t) => SIZE_TOKENS.has(t))) sized = true;
    }
    if (tokens.includes('link')) linkClass = true;
    const last = tokens[tokens.length - 1];
    if (last === 'card' || last === 'panel' || last === 'tile') cardHere = true;
    if (last !== undefined && SURFACE_TOKENS.has(last)) info.surface = true;
    if (tokens[0] === 'shadow' && classes.length === 1) info.shadowUtility = true;
    const roles = rolesFromTokens(tokens, false);
    const roleEntries = Object.entries(roles) as [NamedRole, number][];
    for (const [role, weight] of roleEntries) {
      info.roles[role] = Math.max(info.roles[role] ?? 0, weight);
    }
    if (roleEntries.length > 0) info.roleTarget = roleTarget(tokens, buttonHere);
  }
  if ((element === 'a' || linkClass) && !buttonHere) info.link = true;
  if (pseudoElement) return;
  if (buttonHere) {
    info.button = true;
    if (sized) info.sized = true;
    if (single && !sized) info.plainButton = true;
  }
  if (cardHere) {
    info.card = true;
    if (single && classes.length === 1) info.plainCard = true;
  }
}

function roleTarget(tokens: string[], button: boolean): SelectorInfo['roleTarget'] {
  if (tokens.includes('bg') || tokens.includes('background')) return 'bg';
  if (tokens.includes('border')) return 'border';
  if (tokens.some((t) => t === 'text' || t === 'link' || t === 'color' || t === 'outline')) return 'text';
  return button ? 'bg' : 'any';
}

function pushHeading(info: SelectorInfo, level: number) {
  if (!info.headings.includes(level)) info.headings.push(level);
}
