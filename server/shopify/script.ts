import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { guardLiquidBlock } from './liquid';

const IDENTIFIER = /[A-Za-z_$][\w$]*/y;

/** Names a script declares with function, const, let or var (any depth; unused ones are harmless). */
export function declaredNames(code: string): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(/g,
    /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/g,
    /\bclass\s+([A-Za-z_$][\w$]*)/g,
  ];
  for (const pattern of patterns) {
    for (const [, name] of code.matchAll(pattern)) if (name) names.add(name);
  }
  return names;
}

interface Token {
  identifier?: string;
  text: string;
}

/** Splits a JavaScript expression into identifiers and everything else, leaving strings untouched. */
function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const ch = expression.charAt(i);
    if (ch === '"' || ch === "'" || ch === '`') {
      let j = i + 1;
      while (j < expression.length && expression[j] !== ch) j += expression[j] === '\\' ? 2 : 1;
      tokens.push({ text: expression.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    IDENTIFIER.lastIndex = i;
    const match = IDENTIFIER.exec(expression);
    if (match && !/[\w$]/.test(expression[i - 1] ?? '')) {
      tokens.push({ identifier: match[0], text: match[0] });
      i += match[0].length;
      continue;
    }
    tokens.push({ text: ch });
    i++;
  }
  return tokens;
}

/** The position of the nearest token from `index` on, stepping by `step`, that is not white space; out of range when none is. */
function skipBlanks(tokens: readonly Token[], index: number, step: 1 | -1): number {
  let i = index;
  while (tokens[i]?.text.trim() === '') i += step;
  return i;
}

function isPropertyAccess(tokens: readonly Token[], index: number): boolean {
  const previous = skipBlanks(tokens, index - 1, -1);
  return tokens[previous]?.text === '.' && tokens[previous - 1]?.text !== '.';
}

function isObjectKey(tokens: readonly Token[], index: number): boolean {
  const before = tokens[skipBlanks(tokens, index - 1, -1)]?.text ?? '';
  const after = tokens[skipBlanks(tokens, index + 1, 1)]?.text ?? '';
  return after === ':' && (before === '{' || before === ',');
}

/** The declared names an inline handler or Alpine expression reads. */
export function referencedNames(expression: string, declared: ReadonlySet<string>): string[] {
  const tokens = tokenize(expression);
  const found = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.identifier && declared.has(token.identifier) && !isPropertyAccess(tokens, i) && !isObjectKey(tokens, i)) {
      found.add(token.identifier);
    }
  });
  return [...found];
}

/** Points references to script-declared names at this instance's copy of them. */
export function rewriteReferences(expression: string, names: ReadonlySet<string>, accessor: string): string {
  const tokens = tokenize(expression);
  return tokens
    .map((token, i) =>
      token.identifier && names.has(token.identifier) && !isPropertyAccess(tokens, i) && !isObjectKey(tokens, i)
        ? `${accessor}.${token.identifier}`
        : token.text,
    )
    .join('');
}

/** An Alpine x-data value naming a component: `faq` or `faq(1)`. */
export function alpineComponentName(expression: string): string | undefined {
  return /^\s*([A-Za-z_$][\w$]*)\s*(?:\([\s\S]*\))?\s*$/.exec(expression)?.[1];
}

export interface ScriptWrapOptions {
  /** JavaScript expression that finds this instance's root element. */
  rootLookup: string;
  /** CSS selector matching any instance root, used to find the instance from an element. */
  rootSelector: string;
  /** Key under window.atelierSnippets for names the markup calls. */
  registryKey: string;
  /** Script-declared functions used as Alpine components (x-data="name()"). */
  alpineComponents: readonly string[];
  /** Script-declared names the markup refers to in handlers and Alpine expressions. */
  exposed: readonly string[];
}

/**
 * document inside the wrapped code: lookups search this instance first, so two
 * copies on one page each wire their own elements, and DOMContentLoaded
 * listeners still run when the code arrives after the page has loaded (the
 * theme editor re-renders sections that way).
 */
const SCOPED_DOCUMENT = `var page = window.document;
  function inRoot(find, all) {
    return function (query) {
      var found = find(query);
      var empty = all ? found.length === 0 : !found;
      return empty ? (all ? page.querySelectorAll(query) : page.querySelector(query)) : found;
    };
  }
  var own = {
    getElementById: function (id) {
      return root.querySelector('#' + CSS.escape(id)) || page.getElementById(id);
    },
    querySelector: inRoot(function (q) { return root.querySelector(q); }, false),
    querySelectorAll: inRoot(function (q) { return root.querySelectorAll(q); }, true),
    getElementsByClassName: function (names) { return root.getElementsByClassName(names); },
    getElementsByTagName: function (name) { return root.getElementsByTagName(name); },
    addEventListener: function (type, listener, options) {
      if (type === 'DOMContentLoaded' && page.readyState !== 'loading') {
        setTimeout(function () {
          var event = new Event('DOMContentLoaded');
          if (typeof listener === 'function') listener.call(page, event);
          else if (listener && typeof listener.handleEvent === 'function') listener.handleEvent(event);
        }, 0);
        return;
      }
      page.addEventListener(type, listener, options);
    }
  };
  var scopedDocument = new Proxy(page, {
    get: function (target, key) {
      if (Object.prototype.hasOwnProperty.call(own, key)) return own[key];
      var value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: function (target, key, value) {
      target[key] = value;
      return true;
    }
  });`;

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * Wraps a snippet's scripts so every copy on a page runs on its own root,
 * declares nothing global, and registers what the markup needs: Alpine
 * components through Alpine.data, other names in a per-instance registry.
 */
export function wrapScripts(scripts: readonly string[], options: ScriptWrapOptions): string {
  const code = scripts
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n;\n');
  const registrations: string[] = [];
  if (options.alpineComponents.length > 0) {
    const calls = options.alpineComponents
      .map((name) => `if (typeof ${name} === 'function') window.Alpine.data(${jsString(name)}, ${name});`)
      .join(' ');
    registrations.push(
      `(function (register) { if (window.Alpine) register(); else document.addEventListener('alpine:init', register); })(function () { ${calls} });`,
    );
  }
  if (options.exposed.length > 0) {
    const api = options.exposed
      .map((name) => `${name}: typeof ${name} === 'undefined' ? undefined : ${name}`)
      .join(', ');
    registrations.push(
      [
        'var registry = window.atelierSnippets = window.atelierSnippets || {};',
        `var entry = registry[${jsString(options.registryKey)}] = registry[${jsString(options.registryKey)}] || {`,
        '  roots: new WeakMap(),',
        `  of: function (element) { var found = element && element.closest && element.closest(${jsString(options.rootSelector)}); return (found && this.roots.get(found)) || {}; }`,
        '};',
        `entry.roots.set(root, { ${api} });`,
      ].join('\n    '),
    );
  }
  return [
    '(function () {',
    `  var root = ${options.rootLookup};`,
    '  if (!root) return;',
    `  ${SCOPED_DOCUMENT}`,
    '  (function (document) {',
    guardLiquidBlock(code),
    ...registrations.map((r) => `    ${r}`),
    '  }).call(window, scopedDocument);',
    '})();',
  ].join('\n');
}

const require = createRequire(import.meta.url);
let alpineBuild: { version: string; code: string } | undefined;

/** The browser build of the installed alpinejs package. */
function alpine(): { version: string; code: string } {
  if (!alpineBuild) {
    const dir = path.dirname(require.resolve('alpinejs/package.json'));
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
    // The build's messages mention `<script>`, which would end or confuse the script element around it;
    // \x3C reads the same inside the build's string and template literals.
    const code = readFileSync(path.join(dir, 'dist', 'cdn.min.js'), 'utf8')
      .trim()
      .replace(/<(\/?script)/gi, '\\x3C$1');
    alpineBuild = { version, code };
  }
  return alpineBuild;
}

export const alpineVersion = (): string => alpine().version;

/**
 * Alpine.js shipped with the converted file: the browser build of the
 * installed package, inline, so no visitor's browser fetches it from a CDN.
 * Each copy on a page checks a window flag first, so Alpine starts once, and
 * not at all when the theme already provides window.Alpine.
 */
export function alpineScript(): string {
  const { version, code } = alpine();
  const body = `if (!window.Alpine && !window.atelierAlpine) {\nwindow.atelierAlpine = '${version}';\n${code}\n}`;
  return `<script data-atelier-alpine="${version}">\n${guardLiquidBlock(body)}\n</script>`;
}
