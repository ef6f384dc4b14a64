import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopifySectionResult, ShopifySnippetResult } from '@shared/schemas/shopify';
import { OFFLINE_PATTERNS, renderPattern } from '@atelier/offline-generator/library';
import { createEventBus, type LiveEvent } from '../../core/events';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertSnippet, projectInput } from '../../test/factories';
import { statusOf } from '../../test/fixtures/shopify-conversion';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signIn());
});
afterAll(() => t.close());

/** The design system of the project insertSnippet makes. */
const designSystem = projectInput();

describe('POST /api/snippets/:id/shopify (built-in converter)', () => {
  it('converts a pattern to a section that passes Theme Check and marks the snippet converted', async () => {
    const code = renderPattern('pricing', designSystem);
    const snippet = await insertSnippet(t.database.db, { name: 'Pricing plans', code });
    const heard: LiveEvent[] = [];
    const bus = createEventBus(t.database.notifier);
    await bus.subscribe(snippet.id, (event) => heard.push(event));

    const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify`, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<ShopifySectionResult>();
    expect(body.engine).toBe('deterministic');
    expect(body.notice).toBeUndefined();
    expect(body.themeCheck.errors).toEqual([]);
    expect(body.themePath).toBe(`sections/section-${snippet.id}.liquid`);
    expect(body.status).toBe('converted_to_section');
    expect(body.shopifyCode.match(/\{%\s*schema\s*%\}/g)).toHaveLength(1);
    expect(body.shopifyCode).toContain('"presets"');
    expect(body.shopifyCode).not.toMatch(/cdn\.tailwindcss\.com/);
    expect(await statusOf(t.database.db, snippet.id)).toBe('converted_to_section');
    await expect.poll(() => heard).toEqual([{ type: 'snippet.updated', snippetId: snippet.id }]);
    await bus.close();
  });

  it('answers the same section for the same snippet', async () => {
    const snippet = await insertSnippet(t.database.db, { name: 'Team', code: renderPattern('team', designSystem) });
    const first = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify`, cookie });
    const second = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify`, cookie });
    expect(first.json<ShopifySectionResult>().shopifyCode).toBe(second.json<ShopifySectionResult>().shopifyCode);
  });

  it('refuses visitors, bad ids and missing snippets with the spec messages', async () => {
    const snippet = await insertSnippet(t.database.db, { name: 'Hero', code: renderPattern('hero', designSystem) });
    const anonymous = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify` });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusOf(t.database.db, snippet.id)).toBe('working_on');

    for (const url of ['/api/snippets/abc/shopify', '/api/snippets/0/shopify-snippet', '/api/snippets/1.5/shopify']) {
      const res = await t.request({ method: 'POST', url, cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Invalid snippet ID provided');
    }
    for (const url of ['/api/snippets/999999/shopify', '/api/snippets/999999/shopify-snippet']) {
      const res = await t.request({ method: 'POST', url, cookie });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Snippet not found');
    }
  });

  it('answers 422 "Failed to convert" when the snippet cannot be converted, and keeps its status', async () => {
    const snippet = await insertSnippet(t.database.db, {
      name: 'Broken styles',
      code: '<div class="box">Hi</div>\n<style>.box { color: red; } }</style>',
    });
    const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify`, cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Failed to convert the snippet to a Shopify section: /);
    expect(await statusOf(t.database.db, snippet.id)).toBe('working_on');
  });
});

describe('POST /api/snippets/:id/shopify-snippet (built-in converter)', () => {
  it('converts a pattern to a documented Shopify snippet that passes Theme Check', async () => {
    const snippet = await insertSnippet(t.database.db, {
      name: 'Customer quotes',
      code: renderPattern('testimonials', designSystem),
    });
    const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/shopify-snippet`, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<ShopifySnippetResult>();
    expect(body.engine).toBe('deterministic');
    expect(body.themeCheck.errors).toEqual([]);
    expect(body.themeCheck.warnings.map((w) => w.check)).not.toContain('OrphanedSnippet');
    expect(body.themePath).toBe('snippets/customer-quotes.liquid');
    expect(body.snippetCode).toMatch(/^\{% doc %\}/);
    expect(body.snippetCode).toContain('@param');
    expect(body.snippetCode).not.toMatch(/\{%\s*schema/);
    expect(body.documentation).toContain("{% render 'customer-quotes'");
    expect(await statusOf(t.database.db, snippet.id)).toBe('converted_to_section');
  });
});

describe('every offline pattern', () => {
  it('converts to a section and to a snippet without Theme Check errors', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const pattern of OFFLINE_PATTERNS) {
      const snippet = await insertSnippet(t.database.db, {
        name: pattern.title,
        code: renderPattern(pattern.id, designSystem),
      });
      for (const kind of ['shopify', 'shopify-snippet'] as const) {
        const res = await t.request({ method: 'POST', url: `/api/snippets/${snippet.id}/${kind}`, cookie });
        const body = res.json<ShopifySectionResult | ShopifySnippetResult>();
        if (res.statusCode !== 200)
          failures.push(
            `${pattern.id} ${kind}: ${res.statusCode} ${body && 'message' in body ? String(body.message) : ''}`,
          );
        else if (body.themeCheck.errors.length > 0)
          failures.push(`${pattern.id} ${kind}: ${JSON.stringify(body.themeCheck.errors)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
