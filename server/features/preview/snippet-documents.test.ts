import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { documentStamp, snippetDesignOf, snippetDocumentPath } from '@shared/snippet-document';
import { projects, snippets } from '../../db/schema';
import { insertProject, insertSnippet } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signIn()).cookie;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers, cookie: staff });

const HERO = `<section class="bg-primary px-6 py-16 md:py-24 rounded-brand">
  <h1 class="text-4xl font-bold text-white">Ready when you are</h1>
  <a href="#" class="mt-6 inline-block bg-accent px-5 py-3 hover:underline">Get started</a>
</section>`;

async function heroSnippet(code = HERO, project: Parameters<typeof insertProject>[1] = {}) {
  const { id: projectId } = await insertProject(t.database.db, {
    primaryColor: '#0f766e',
    accentColor: '#f59e0b',
    fontFamily: 'Lora',
    ...project,
  });
  return insertSnippet(t.database.db, { projectId, code });
}

describe("a snippet's static document", () => {
  it('is the code in a complete page, with CSS for exactly the classes it uses and the design on <html>', async () => {
    const snippet = await heroSnippet();
    const res = await get(snippetDocumentPath(snippet.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // No other site may read a snippet's page (the frame's fonts and scripts stay open to it).
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(HERO);
    // compiled utilities, brand ones included, and no Tailwind runtime
    expect(html).toMatch(/\.bg-primary\s*{[^}]*background-color:\s*var\(--color-primary\)/);
    expect(html).toMatch(/\.rounded-brand\s*{[^}]*var\(--radius-brand\)/);
    expect(html).toContain('@media (width >= 48rem)');
    expect(html).toMatch(/\.hover\\:underline:hover/);
    expect(html).not.toContain('.grid-cols-3');
    expect(html).not.toContain('/vendor/tailwind.js');
    expect(html).not.toContain('text/tailwindcss');
    // the project's look and its font, served by the app
    expect(html).toContain('--color-primary: #0f766e');
    expect(html).toContain('--font-family: &quot;Lora&quot;');
    expect(html).toMatch(/<link rel="stylesheet" href="\/fonts\/lora\.css\?v=[a-f0-9]{12}">/);
    // scripts only as needed: the bridge always, Alpine and highlight.js not for this code
    expect(html).toMatch(/<script defer src="\/frame\/bridge\.js\?v=[a-f0-9]{12}" data-static=""><\/script>/);
    expect(html).not.toContain('/vendor/alpine.js');
    expect(html).not.toContain('/vendor/highlight.js');
  });

  it('loads Alpine.js, highlight.js and dark mode only for the code and design that need them', async () => {
    const code = `<div x-data="{ open: false }"><button @click="open = !open">Menu</button><pre><code class="language-js">let a = 1;</code></pre></div>`;
    const snippet = await heroSnippet(code, { isDarkMode: true, fontFamily: 'Some Font Nobody Serves' });
    const html = (await get(snippetDocumentPath(snippet.id))).body;
    expect(html).toMatch(/<script defer src="\/vendor\/alpine\.js\?v=[a-f0-9]{12}"><\/script>/);
    expect(html).toMatch(/<script defer src="\/vendor\/highlight\.js\?v=[a-f0-9]{12}"><\/script>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/vendor\/highlight\.css\?v=[a-f0-9]{12}">/);
    expect(html).toContain('<html lang="en" class="dark"');
    // a font the app does not serve falls back to Inter's stylesheet and the system stack
    expect(html).toContain('/fonts/inter.css?v=');
  });

  it('compiles the classes of the code\'s own "text/tailwindcss" blocks, and survives a broken one', async () => {
    const good = await heroSnippet(
      `<style type="text/tailwindcss">.cta { @apply bg-accent px-4; }</style><a class="cta">Buy</a>`,
    );
    expect((await get(snippetDocumentPath(good.id))).body).toMatch(/\.cta\s*{[^}]*var\(--color-accent\)/);
    const broken = await heroSnippet(
      `<style type="text/tailwindcss">.cta { @apply not-a-class; }</style><a class="cta p-4">Buy</a>`,
    );
    const res = await get(snippetDocumentPath(broken.id));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/\.p-4\s*{/);
  });

  it('runs with an opaque origin even when opened on its own, and may connect nowhere', async () => {
    const snippet = await heroSnippet();
    const res = await get(snippetDocumentPath(snippet.id));
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )sandbox allow-scripts allow-forms allow-popups allow-modals($|;)/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is cached for good under the stamp of what it holds, and revalidated without one', async () => {
    const snippet = await heroSnippet();
    const project = (await t.database.db.select().from(projects).where(eq(projects.id, snippet.projectId)))[0];
    const stamp = documentStamp(snippet.code, snippetDesignOf(project));

    const pinned = await get(snippetDocumentPath(snippet.id, stamp));
    expect(pinned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(pinned.headers.etag).toBe(`"${stamp}"`);

    const latest = await get(snippetDocumentPath(snippet.id));
    expect(latest.headers['cache-control']).toBe('private, no-cache');
    expect(latest.headers.etag).toBe(`"${stamp}"`);
    const again = await get(snippetDocumentPath(snippet.id), { 'if-none-match': `"${stamp}"` });
    expect(again.statusCode).toBe(304);

    // a stamp of older content is not cached for good: the answer is the current page
    const stale = await get(snippetDocumentPath(snippet.id, '0123456789abcdef'));
    expect(stale.headers['cache-control']).toBe('private, no-cache');
  });

  it('changes with the code and with the design system, under a new stamp', async () => {
    const snippet = await heroSnippet();
    const before = await get(snippetDocumentPath(snippet.id));
    await t.database.db
      .update(snippets)
      .set({ code: '<p class="text-accent">New</p>' })
      .where(eq(snippets.id, snippet.id));
    const newCode = await get(snippetDocumentPath(snippet.id));
    expect(newCode.body).toContain('<p class="text-accent">New</p>');
    expect(newCode.body).toMatch(/\.text-accent\s*{/);
    expect(newCode.headers.etag).not.toBe(before.headers.etag);
    expect(
      (await get(snippetDocumentPath(snippet.id), { 'if-none-match': String(before.headers.etag) })).statusCode,
    ).toBe(200);

    await t.database.db.update(projects).set({ primaryColor: '#7c3aed' }).where(eq(projects.id, snippet.projectId));
    const newDesign = await get(snippetDocumentPath(snippet.id));
    expect(newDesign.body).toContain('--color-primary: #7c3aed');
    expect(newDesign.headers.etag).not.toBe(newCode.headers.etag);
  });

  it('keeps design values inside the style attribute and compiled CSS inside its element', async () => {
    const snippet = await heroSnippet(`<div class="content-['</style><script>alert(1)</script>']">x</div>`, {
      primaryColor: '"><script>alert(1)</script>',
    });
    const document = parse((await get(snippetDocumentPath(snippet.id))).body);
    const html = document.childNodes.find((n) => n.nodeName === 'html') as DefaultTreeAdapterTypes.Element;
    expect(html.attrs.find((a) => a.name === 'style')?.value).toContain('--color-primary: "><script>alert(1)</script>');
    const head = html.childNodes.find((n) => n.nodeName === 'head') as DefaultTreeAdapterTypes.Element;
    const scripts = head.childNodes.filter((n) => n.nodeName === 'script') as DefaultTreeAdapterTypes.Element[];
    expect(scripts.map((s) => s.attrs.find((a) => a.name === 'src')?.value)).toEqual([
      expect.stringMatching(/^\/frame\/bridge\.js/),
    ]);
    expect(head.childNodes.filter((n) => n.nodeName === 'style')).toHaveLength(1);
  });

  it('is shown without a session only to a visitor of the share link, never cached by others', async () => {
    const snippet = await heroSnippet();
    const anonymous = await t.request({ method: 'GET', url: snippetDocumentPath(snippet.id) });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).not.toContain('Ready when you are');
    const { grant } = await t.shareLink(snippet.id);
    const stamp = (await get(snippetDocumentPath(snippet.id))).headers.etag!.replaceAll('"', '');
    const pinned = await t.request({ method: 'GET', url: snippetDocumentPath(snippet.id, stamp), cookie: grant });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.body).toContain('Ready when you are');
    expect(pinned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('answers 404 for a snippet that does not exist and 400 for a bad id or stamp', async () => {
    expect((await get('/frame/snippets/999999')).statusCode).toBe(404);
    const badId = await get('/frame/snippets/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: 'Invalid snippet ID provided' });
    const snippet = await heroSnippet();
    expect((await get(`/frame/snippets/${snippet.id}?v=nope`)).statusCode).toBe(400);
  });
});
