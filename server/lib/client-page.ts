import fs from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { rootDir } from './paths';

/** Where the built client is: index.html and its assets. */
export const CLIENT_DIR = path.join(rootDir, 'dist', 'client');

export const CLIENT_NOT_BUILT = 'The client is not built. Run `npm run build` (npm start does it for you).';

let cached: string | null = null;

/** The built client's index.html, read once; null while the client is not built. */
export function clientIndexHtml(clientDir = CLIENT_DIR): string | null {
  if (cached !== null) return cached;
  try {
    cached = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  return cached;
}

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
