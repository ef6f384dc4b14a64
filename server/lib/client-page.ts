import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { rootDir } from './paths';

/** Where the built client is: its documents (index.html, share.html, preview.html) and their assets. */
export const CLIENT_DIR = path.join(rootDir, 'dist', 'client');

export const CLIENT_NOT_BUILT = 'The client is not built. Run `npm run build` (npm start does it for you).';

/** The client's documents: the staff app, and the public snippet pages' own lighter ones. */
export type ClientDocument = 'index.html' | 'share.html' | 'preview.html';

const cached = new Map<string, string>();

/**
 * Documents whose stylesheets go inline: the public pages paint from their HTML alone, a round trip
 * sooner, for visitors who mostly come once.
 */
const INLINE_STYLES: ReadonlySet<ClientDocument> = new Set(['share.html', 'preview.html']);

/**
 * The document's own stylesheets (`/assets/…`) as `<style>` elements, where their text can be. Each
 * keeps a disabled link of its address, which the browser does not fetch: the app's loader sees the
 * stylesheet is there and does not fetch it either when it loads code that needs it.
 */
function inlineStylesheets(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*? href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (link, file: string) => {
    try {
      const css = fs.readFileSync(path.join(clientDir, file), 'utf8');
      return /<\/style/i.test(css) ? link : `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    } catch {
      return link;
    }
  });
}

/** One of the built client's documents, read once; null while the client is not built. */
export function clientHtml(document: ClientDocument, clientDir = CLIENT_DIR): string | null {
  const file = path.join(clientDir, document);
  const known = cached.get(file);
  if (known !== undefined) return known;
  try {
    const text = fs.readFileSync(file, 'utf8');
    const html = INLINE_STYLES.has(document) ? inlineStylesheets(text, clientDir) : text;
    cached.set(file, html);
    return html;
  } catch {
    return null;
  }
}

/**
 * The CSP sources of a document's inline scripts (the public documents' start, written by the build):
 * each script's `'sha256-…'`, which the page's policy allows and nothing else inline. Data blocks
 * (`type="application/json"`) are not run and need none.
 */
export function inlineScriptSources(html: string): string[] {
  let sources = scriptSources.get(html);
  if (!sources) {
    sources = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => `'sha256-${crypto.createHash('sha256').update(code!, 'utf8').digest('base64')}'`,
    );
    scriptSources.set(html, sources);
  }
  return sources;
}
/** By document text: the few documents the server serves, each hashed once. */
const scriptSources = new Map<string, string[]>();

/** The staff app's index.html, for every client route the server has no page of its own for. */
export const clientIndexHtml = (clientDir = CLIENT_DIR) => clientHtml('index.html', clientDir);

/** JSON that stays inside its <script> element whatever its strings hold. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageAdditions {
  /** The document's title. */
  title?: string;
  /** Data for the page's scripts: a `<script type="application/json">` with this id. */
  data?: { id: string; value: unknown };
  /** Markup drawn before the app's root, shown until the page replaces it (already escaped). */
  shell?: string;
}

/** The client's page with a title, data and a first view the server knows before any script runs. */
export function clientPageWith(html: string, additions: PageAdditions): string {
  let page = html;
  if (additions.title !== undefined)
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(additions.title)}</title>`);
  if (additions.data) {
    const script = `<script type="application/json" id="${escapeHtml(additions.data.id)}">${scriptJson(additions.data.value)}</script>`;
    page = page.replace('</head>', `${script}\n</head>`);
  }
  if (additions.shell) page = page.replace('<div id="root">', `${additions.shell}<div id="root">`);
  return page;
}
