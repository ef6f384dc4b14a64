import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { INITIAL_SNIPPET_ID, PAGE_SHELL_ID } from '@shared/public-page';
import { snippetDetailSchema } from '@shared/schemas/snippets';
import { clientHtml, clientIndexHtml } from '../../lib/client-page';
import { insertProject, insertSnippet } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

type Element = DefaultTreeAdapterTypes.Element;

let t: TestApp;
beforeAll(async () => {
  if (!clientHtml('share.html') || !clientHtml('preview.html'))
    throw new Error('The client is not built: `npm install` builds it (or `npm run build`).');
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

function find(node: DefaultTreeAdapterTypes.ParentNode, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}
const byId = (root: DefaultTreeAdapterTypes.Document, id: string) =>
  find(root, (el) => el.attrs.some((a) => a.name === 'id' && a.value === id));
const text = (el: Element | undefined): string =>
  el ? el.childNodes.map((n) => ('value' in n ? n.value : 'tagName' in n ? text(n as Element) : '')).join('') : '';

describe("a snippet's public pages", () => {
  it('carry the snippet, its title and the share page header in the HTML, before any script runs', async () => {
    const { id: projectId } = await insertProject(t.database.db, { primaryColor: '#0f766e' });
    const snippet = await insertSnippet(t.database.db, {
      projectId,
      name: 'Hero </script><script>alert(1)</script>',
      code: '<h1>Hi</h1></script><!--',
    });
    const shareLink = await t.shareLink(snippet.id);
    const res = await get(shareLink.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const doc = parse(res.body);
    expect(text(find(doc, (el) => el.tagName === 'title'))).toBe(
      `Hero </script><script>alert(1)</script> · ${t.config.brandName}`,
    );
    const data = JSON.parse(text(byId(doc, INITIAL_SNIPPET_ID))) as unknown;
    const detail = snippetDetailSchema.parse(data);
    expect(detail).toMatchObject({ id: snippet.id, code: '<h1>Hi</h1></script><!--' });
    expect(detail.designSystem.primaryColor).toBe('#0f766e');
    const shell = byId(doc, PAGE_SHELL_ID);
    expect(text(find(shell!, (el) => el.tagName === 'h1'))).toBe('Hero </script><script>alert(1)</script>');
    expect(text(shell)).toContain('Share your feedback on this snippet');
    // the header the page keeps: a real landmark with the full preview's link, not a placeholder
    expect(shell!.tagName).toBe('header');
    expect(shell!.attrs.find((a) => a.name === 'aria-hidden')).toBeUndefined();
    const link = find(shell!, (el) => el.tagName === 'a')!;
    expect(text(link)).toBe('Open Full Preview');
    expect(link.attrs).toEqual(
      expect.arrayContaining([
        { name: 'href', value: `/preview/${snippet.id}` },
        { name: 'target', value: '_blank' },
      ]),
    );
    // the public pages' own document, not the staff app's, with its styles inline
    expect(res.body).not.toBe(clientIndexHtml());
    expect(find(doc, (el) => el.tagName === 'style')).toBeDefined();
    // nothing of the name or code became markup: the only scripts are the app's and the data
    const scripts: Element[] = [];
    const collect = (node: DefaultTreeAdapterTypes.ParentNode) => {
      for (const child of node.childNodes)
        if ('tagName' in child) {
          if (child.tagName === 'script') scripts.push(child);
          collect(child);
        }
    };
    collect(doc);
    expect(
      scripts.every((s) => s.attrs.some((a) => a.name === 'type' && /module|application\/json/.test(a.value))),
    ).toBe(true);
  });

  it('take any address that starts with the id, and /preview carries the data, shows the name and starts the frame', async () => {
    const snippet = await insertSnippet(t.database.db, { name: 'Pricing' });
    const { grant } = await t.shareLink(snippet.id);
    const slug = parse((await get(`/snippet/${snippet.id}-pricing`, grant)).body);
    expect(snippetDetailSchema.parse(JSON.parse(text(byId(slug, INITIAL_SNIPPET_ID)))).id).toBe(snippet.id);
    const preview = parse((await get(`/preview/${snippet.id}`, grant)).body);
    expect(snippetDetailSchema.parse(JSON.parse(text(byId(preview, INITIAL_SNIPPET_ID)))).name).toBe('Pricing');
    // /preview's frame starts loading with the HTML: the snippet's static page, sandboxed, out of the way
    const shell = byId(preview, PAGE_SHELL_ID)!;
    expect(shell.attrs).toEqual(
      expect.arrayContaining([
        { name: 'aria-hidden', value: 'true' },
        { name: 'inert', value: '' },
      ]),
    );
    // the name is painted with the HTML, where the page's header comes
    expect(text(shell)).toBe('Pricing');
    const frame = find(shell, (el) => el.tagName === 'iframe')!;
    const attr = (name: string) => frame.attrs.find((a) => a.name === name)?.value;
    expect(attr('src')).toBe(`/frame/snippets/${snippet.id}`);
    expect(attr('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-modals');
    expect(attr('tabindex')).toBe('-1');
  });

  it('are the plain client page for an address without a snippet, which says it was not found', async () => {
    // A snippet that exists but is not shared looks the same to a visitor without its link.
    const unshared = await insertSnippet(t.database.db, { name: 'Unreleased' });
    const shared = await insertSnippet(t.database.db, { name: 'Released' });
    const link = await t.shareLink(shared.id);
    for (const url of [
      `/snippets/${unshared.id}`,
      `/snippet/${unshared.id}`,
      `/preview/${unshared.id}`,
      `/snippets/${shared.id}`,
      `/preview/${shared.id}`,
      `/snippet/${shared.id}-${'x'.repeat(32)}`,
      `/snippet/${unshared.id}-${link.token}`,
      '/snippets/999999',
      '/snippets/abc',
      '/preview/0',
      '/snippet/',
      '/snippets/99999999999999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(clientHtml(url.startsWith('/preview/') ? 'preview.html' : 'share.html'));
      expect(res.body, url).not.toBe(clientIndexHtml());
    }
  });

  it("start from an inline script that their policy allows by its hash, and name no script of the app's", async () => {
    const { id: projectId } = await insertProject(t.database.db);
    const snippet = await insertSnippet(t.database.db, { projectId, name: 'Policy' });
    const { grant } = await t.shareLink(snippet.id);
    for (const url of [`/snippets/${snippet.id}`, `/preview/${snippet.id}`, '/snippets/999999']) {
      const res = await get(url, grant);
      const policy = String(res.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const scripts: Element[] = [];
      find(parse(res.body), (el) => {
        if (el.tagName === 'script') scripts.push(el);
        return false;
      });
      const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
      // nothing of the app's code is asked for in front of the first paint: no script or preload names it
      expect(scripts.filter((el) => attr(el, 'src') !== undefined)).toEqual([]);
      expect(res.body).not.toMatch(/rel="modulepreload"/);
      const run = scripts.filter((el) => attr(el, 'type') !== 'application/json');
      expect(run).toHaveLength(1);
      for (const el of run) {
        const hash = crypto.createHash('sha256').update(text(el), 'utf8').digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    }
    // the staff app's pages allow no inline script
    const index = await get('/login');
    expect(String(index.headers['content-security-policy'])).toMatch(/(?:^|;)script-src 'self';/);
  });
});
