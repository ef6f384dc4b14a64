import { readFileSync } from 'node:fs';
import { Liquid, Tag, type Context, type Emitter, type TagToken, type TopLevelToken } from 'liquidjs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertToSection } from './convert-section';
import { convertToSnippet } from './convert-snippet';
import { designSystem, faq, pricing, schemaOf, scripted, type SchemaSetting } from '../test/fixtures/shopify-sections';
import { chromiumLaunchOptions } from '../test/chromium';

const ALPINE = readFileSync(new URL('../../node_modules/alpinejs/dist/cdn.min.js', import.meta.url), 'utf8');

/** Skips a block tag's body: {% schema %} and {% doc %} render nothing. */
function silentBlock(end: string) {
  return class extends Tag {
    constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
      super(token, remain, liquid);
      while (remain.length > 0) {
        const next = remain.shift() as TopLevelToken & { name?: string };
        if (next.name === end) return;
      }
    }

    render(): void {}
  };
}

/** {% stylesheet %}: Shopify bundles it into the page; here it becomes a <style> element. */
class StylesheetTag extends Tag {
  private css = '';

  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    while (remain.length > 0) {
      const next = remain.shift() as TopLevelToken & { name?: string };
      if (next.name === 'endstylesheet') return;
      this.css += next.getText();
    }
  }

  render(_ctx: Context, emitter: Emitter): void {
    emitter.write(`<style>${this.css}</style>`);
  }
}

const engine = new Liquid();
engine.registerTag('schema', silentBlock('endschema'));
engine.registerTag('doc', silentBlock('enddoc'));
engine.registerTag('stylesheet', StylesheetTag);

function defaults(settings: readonly SchemaSetting[]): Record<string, unknown> {
  return Object.fromEntries(settings.filter((s) => s.id && 'default' in s).map((s) => [s.id, s.default]));
}

/** Renders a section the way the theme editor shows it right after adding its preset. */
async function renderSection(liquid: string, sectionId: string): Promise<string> {
  const schema = schemaOf(liquid);
  const [preset] = schema.presets;
  if (preset === undefined) throw new Error('The section has no preset');
  const blocks = (preset.blocks ?? []).map((block, i) => {
    const definition = schema.blocks?.find((b) => b.type === block.type);
    return {
      id: `${sectionId}-${i}`,
      type: block.type,
      settings: { ...defaults(definition?.settings ?? []), ...block.settings },
      shopify_attributes: `data-shopify-editor-block='{"id":"${sectionId}-${i}"}'`,
    };
  });
  const html = await engine.parseAndRender(liquid, {
    section: { id: sectionId, settings: defaults(schema.settings), blocks },
  });
  return `<div id="shopify-section-${sectionId}" class="shopify-section">${html}</div>`;
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Theme</title></head><body>${body}</body></html>`;
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

/** A page that may load Alpine from its CDN address (served locally) and nothing else from outside. */
async function openPage(
  html: string,
): Promise<{ page: Page; errors: string[]; cdnRequests: string[]; warnings: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  const cdnRequests: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('https://cdn.jsdelivr.net/npm/alpinejs@3/')) {
      cdnRequests.push(url);
      await route.fulfill({ contentType: 'text/javascript', body: ALPINE });
    } else {
      await route.abort();
    }
  });
  await page.setContent(html);
  return { page, errors, cdnRequests, warnings };
}

describe('two copies of a converted snippet on one page', () => {
  it('run their scripts each on their own section, leaving no globals behind', async () => {
    const { shopifyCode } = await convertToSection({ ...scripted, designSystem });
    const html = page((await renderSection(shopifyCode, 'one')) + (await renderSection(shopifyCode, 'two')));
    const { page: tab, errors } = await openPage(html);
    try {
      await tab.waitForFunction(
        () =>
          document.querySelectorAll('#seconds').length === 2 &&
          [...document.querySelectorAll('#hours')].every((el) => el.textContent === '03'),
      );
      await tab.click('#shopify-section-two .countdown__dismiss');
      const state = await tab.evaluate(() => ({
        one: getComputedStyle(document.querySelector('#shopify-section-one .countdown')!).display,
        two: getComputedStyle(document.querySelector('#shopify-section-two .countdown')!).display,
        leaked: ['tick', 'pad', 'remaining', 'dismissBanner'].filter((name) => name in window),
        registry: typeof (window as unknown as { atelierSnippets?: unknown }).atelierSnippets,
        label: document.querySelector('#shopify-section-one .countdown__label')?.textContent,
      }));
      expect(state).toEqual({ one: 'flex', two: 'none', leaked: [], registry: 'object', label: 'Summer sale ends in' });
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('keep separate Alpine state and start the Alpine they ship once, fetching it from no CDN', async () => {
    const { shopifyCode } = await convertToSection({ ...faq, designSystem });
    const html = page((await renderSection(shopifyCode, 'one')) + (await renderSection(shopifyCode, 'two')));
    const { page: tab, errors, cdnRequests, warnings } = await openPage(html);
    try {
      await tab.waitForFunction(() => 'Alpine' in window);
      const visible = (section: string) =>
        tab.evaluate(
          (id) =>
            [...document.querySelectorAll(`#shopify-section-${id} .faq__answer`)].map(
              (el) => getComputedStyle(el).display !== 'none',
            ),
          section,
        );
      await tab.waitForFunction(
        () => getComputedStyle(document.querySelector('#shopify-section-two .faq__answer')!).display !== 'none',
      );
      expect(await visible('one')).toEqual([true, false, false]);
      await tab.click('#shopify-section-one .faq__item:nth-child(2) .faq__question');
      await tab.waitForFunction(() => {
        const second = document.querySelectorAll('#shopify-section-one .faq__answer')[1];
        if (second === undefined) throw new Error('No second answer in section one');
        return getComputedStyle(second).display !== 'none';
      });
      expect(await visible('one')).toEqual([false, true, false]);
      expect(await visible('two')).toEqual([true, false, false]);
      const items = await tab.locator('#shopify-section-two [data-shopify-editor-block]').count();
      expect(items).toBe(3);
      expect(cdnRequests).toEqual([]);
      expect(await tab.locator('script[data-atelier-alpine]').count()).toBe(2);
      expect(await tab.evaluate(() => (window as unknown as { atelierAlpine?: string }).atelierAlpine)).toMatch(/^3\./);
      expect(warnings.filter((w) => /Alpine/.test(w))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('register Alpine components declared in the script, one state per copy', async () => {
    const code = `<div class="counter" x-data="counter(2)">
  <span class="counter__value" x-text="count"></span>
  <button class="counter__add" @click="add()">Add one</button>
</div>
<script>
  function counter(start) { return { count: start, add() { this.count += 1; } }; }
</script>`;
    const { shopifyCode } = await convertToSection({ id: 107, name: 'Counter', code, designSystem });
    const html = page((await renderSection(shopifyCode, 'one')) + (await renderSection(shopifyCode, 'two')));
    const { page: tab, errors } = await openPage(html);
    try {
      await tab.waitForFunction(() =>
        [...document.querySelectorAll('.counter__value')].every((el) => el.textContent === '2'),
      );
      await tab.click('#shopify-section-one .counter__add');
      await tab.click('#shopify-section-one .counter__add');
      await tab.waitForFunction(
        () => document.querySelector('#shopify-section-one .counter__value')?.textContent === '4',
      );
      expect(await tab.locator('#shopify-section-two .counter__value').textContent()).toBe('2');
      expect(await tab.evaluate(() => 'counter' in window)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('render the preset blocks of a pricing section with their own styles', async () => {
    const { shopifyCode } = await convertToSection({ ...pricing, designSystem });
    const { page: tab, errors } = await openPage(page(await renderSection(shopifyCode, 'plans')));
    try {
      const plans = await tab.evaluate(() =>
        [...document.querySelectorAll('.plan')].map((plan) => ({
          featured: plan.classList.contains('plan--featured'),
          badge: plan.querySelector('.plan__badge')?.textContent ?? null,
          features: plan.querySelectorAll('.plan__features li').length,
          amountColor: getComputedStyle(plan.querySelector('.plan__amount')!).color,
        })),
      );
      expect(plans).toEqual([
        { featured: false, badge: null, features: 3, amountColor: 'rgb(30, 41, 59)' },
        { featured: true, badge: 'Most popular', features: 4, amountColor: 'rgb(30, 41, 59)' },
        { featured: false, badge: null, features: 5, amountColor: 'rgb(30, 41, 59)' },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('as snippets, each render finds its own wrapper through the current script', async () => {
    const { snippetCode } = await convertToSnippet({ ...scripted, designSystem });
    const first = await engine.parseAndRender(snippetCode, { label: 'First banner' });
    const second = await engine.parseAndRender(snippetCode, { label: 'Second banner', accent_color: '#ff0000' });
    const { page: tab, errors } = await openPage(page(first + second));
    try {
      await tab.waitForFunction(() => [...document.querySelectorAll('#hours')].every((el) => el.textContent === '03'));
      const buttons = tab.locator('.countdown__dismiss');
      await buttons.nth(0).click();
      const state = await tab.evaluate(() => {
        const wrappers = [...document.querySelectorAll('.atelier-countdown-banner')];
        return wrappers.map((wrapper) => ({
          label: wrapper.querySelector('.countdown__label')?.textContent,
          shown: getComputedStyle(wrapper.querySelector('.countdown')!).display,
          clock: getComputedStyle(wrapper.querySelector('.countdown__clock')!).color,
        }));
      });
      expect(state).toEqual([
        { label: 'First banner', shown: 'none', clock: 'rgb(59, 130, 246)' },
        { label: 'Second banner', shown: 'flex', clock: 'rgb(255, 0, 0)' },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
