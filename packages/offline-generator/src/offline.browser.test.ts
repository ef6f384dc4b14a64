import { mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { OFFLINE_PATTERNS, generateOfflineSnippet, renderPattern } from './library';
import { renderSection } from './generate';
import { PATTERN_DEFINITIONS } from './patterns';
import type { Lang } from './lang';
import { type SectionCopy } from './prompt';
import { analysePrompt } from './pipeline/plan';
import { themeFromDesignSystem } from '@atelier/web-kit/theme';
import { chromiumLaunchOptions } from '../../../server/test/chromium';
import { PREVIEW_NIGHT, PREVIEW_SHADOWED, openPreview } from '../test/fixtures/offline-patterns';

const TAILWIND = readFileSync(
  new URL('../../../node_modules/@tailwindcss/browser/dist/index.global.js', import.meta.url),
  'utf8',
);
const SHOTS = '/tmp/offline-shots';

/** One pattern with copy set directly, as the prompt analysis hands it over. */
function withCopy(
  id: string,
  copy: SectionCopy,
  designSystem: DesignSystem = PREVIEW_SHADOWED,
  lang: Lang = 'en',
): string {
  const analysis = { ...analysePrompt(id, '', PATTERN_DEFINITIONS, 'Acme'), lang };
  return renderSection(id, themeFromDesignSystem(designSystem), analysis, copy, `browser:${id}`, () => false).html;
}

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

function open(html: string, width: number, withTailwind = false): Promise<{ view: Page; problems: string[] }> {
  return openPreview(browser, html, { width, head: withTailwind ? `<script>${TAILWIND}</script>` : '' });
}

describe.each([
  ['light', PREVIEW_SHADOWED],
  ['dark', PREVIEW_NIGHT],
] as const)('every pattern in Chromium (%s)', (mode, designSystem) => {
  it.each(OFFLINE_PATTERNS.map((p) => p.id))('%s fits 375 px without errors', async (id) => {
    const html = renderPattern(id, designSystem, `${id} section`);
    const { view, problems } = await open(html, 375);
    try {
      const scrollWidth = await view.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      await view.screenshot({ path: `${SHOTS}/${id}-${mode}-375.png`, fullPage: true });
      await view.setViewportSize({ width: 1280, height: 900 });
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      await view.screenshot({ path: `${SHOTS}/${id}-${mode}-1280.png`, fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });
});

describe('interactive patterns', () => {
  it('the FAQ accordion opens one answer at a time', async () => {
    const { view, problems } = await open(renderPattern('faq', PREVIEW_SHADOWED, 'FAQ with 4 questions'), 1280);
    try {
      const triggers = view.locator('[data-pattern="faq"] button[aria-controls]');
      await expect.poll(() => triggers.count()).toBe(4);
      await expect.poll(() => triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
      const second = triggers.nth(1);
      const answerId = (await second.getAttribute('aria-controls')) as string;
      expect(await view.locator(`[id="${answerId}"]`).isVisible()).toBe(false);
      await second.click();
      await expect.poll(() => view.locator(`[id="${answerId}"]`).isVisible()).toBe(true);
      expect(await second.getAttribute('aria-expanded')).toBe('true');
      expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('false');
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('the navbar menu opens from its toggle on a phone', async () => {
    const { view, problems } = await open(renderPattern('navbar', PREVIEW_SHADOWED), 375);
    try {
      const toggle = view.getByRole('button', { name: 'Open menu' });
      const link = view.locator('[data-pattern="navbar"] ul a').first();
      expect(await link.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('the navbar menu closes again and stays a plain row on a desktop', async () => {
    const { view, problems } = await open(renderPattern('navbar', PREVIEW_SHADOWED, 'navbar section'), 375);
    try {
      const toggle = view.locator('[data-pattern="navbar"] button[aria-expanded][aria-controls]');
      const menu = view.locator(`[id="${(await toggle.getAttribute('aria-controls')) as string}"]`);
      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await view.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(() => toggle.isVisible()).toBe(false);
      expect(await menu.isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it.each([
    ['bank prices', {}],
    [
      'prices from the prompt',
      {
        toggle: true,
        prices: [
          { name: 'Solo', amount: '€12' },
          { name: 'Duo', amount: '€24' },
        ],
      },
    ],
  ] satisfies Array<[string, SectionCopy]>)('the pricing switch changes the prices (%s)', async (_label, copy) => {
    const { view, problems } = await open(withCopy('pricing', copy), 1280);
    try {
      const group = view.locator('[data-pattern="pricing"] [role="group"]');
      const [monthly, yearly] = [
        group.locator('button[aria-pressed]').nth(0),
        group.locator('button[aria-pressed]').nth(1),
      ];
      const amounts = () => view.locator('[data-pattern="pricing"] [class$="__amount"]').allInnerTexts();
      const before = await amounts();
      expect(await monthly.getAttribute('aria-pressed')).toBe('true');
      await yearly.click();
      await expect.poll(() => yearly.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(amounts).not.toEqual(before);
      expect(await monthly.getAttribute('aria-pressed')).toBe('false');
      await monthly.click();
      await expect.poll(amounts).toEqual(before);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('a gallery picture opens in a lightbox that Escape and the close button shut, focus back on the picture', async () => {
    const { view, problems } = await open(withCopy('gallery', { count: 4 }), 1280);
    try {
      const thumbs = view.locator('[data-pattern="gallery"] button[aria-haspopup="dialog"]');
      await expect.poll(() => thumbs.count()).toBe(4);
      const dialog = view.locator('[data-pattern="gallery"] dialog');
      expect(await dialog.isVisible()).toBe(false);
      const second = thumbs.nth(1);
      await second.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const big = dialog.locator('img');
      expect(await big.getAttribute('src')).toBe(await second.locator('img').getAttribute('src'));
      expect(await big.isVisible()).toBe(true);
      await view.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => second.evaluate((el) => el === document.activeElement)).toBe(true);
      const third = thumbs.nth(2);
      await third.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => third.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('the testimonial carousel moves to the next and previous slide', async () => {
    const { view, problems } = await open(withCopy('testimonials', { carousel: true, count: 3 }), 375);
    try {
      const root = view.locator('[aria-roledescription="carousel"]');
      const slides = root.locator('[aria-roledescription="slide"]');
      const controls = view.locator(`button[aria-controls="${(await root.getAttribute('id')) as string}"]`);
      await expect.poll(() => controls.count()).toBe(2);
      const visible = async () => {
        const shown: number[] = [];
        for (let i = 0; i < (await slides.count()); i++) if (await slides.nth(i).isVisible()) shown.push(i);
        return shown;
      };
      await expect.poll(visible).toEqual([0]);
      await controls.nth(1).click();
      await expect.poll(visible).toEqual([1]);
      await controls.nth(1).click();
      await expect.poll(visible).toEqual([2]);
      await controls.nth(1).click();
      await expect.poll(visible).toEqual([0]);
      await controls.nth(0).click();
      await expect.poll(visible).toEqual([2]);
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('a German page works the same, labels in German', async () => {
    const ids = ['navbar', 'pricing', 'gallery', 'faq', 'footer'];
    const code = ids.map((id) => withCopy(id, { count: 3 }, PREVIEW_SHADOWED, 'de')).join('\n');
    const { view, problems } = await open(code, 375);
    try {
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const menu = view.getByRole('button', { name: 'Menü öffnen' });
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      const yearly = view.getByRole('group', { name: 'Abrechnungszeitraum' }).getByRole('button', { name: /Jährlich/ });
      await yearly.click();
      await expect.poll(() => view.locator('[data-pattern="pricing"]').innerText()).toContain('jährliche Abrechnung');
      expect(await view.locator('[data-pattern="pricing"]').innerText()).toMatch(/\d\s€/u);
      await view
        .getByRole('button', { name: /^Vergrößern/ })
        .first()
        .click();
      await expect.poll(() => view.locator('dialog').isVisible()).toBe(true);
      await view.getByRole('button', { name: 'Schließen' }).click();
      await expect.poll(() => view.locator('dialog').isVisible()).toBe(false);
      const text = await view.evaluate(() => document.body.innerText);
      expect(text).not.toMatch(/Most popular|Open menu|All rights reserved|Still have questions|Monthly/);
      expect(text).toContain('Alle Rechte vorbehalten');
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it("keeps its look under the preview frame's utility CSS (Tailwind preflight)", async () => {
    const html = OFFLINE_PATTERNS.map((p) => renderPattern(p.id, PREVIEW_SHADOWED, `${p.id} for a bakery`)).join('\n');
    const { view, problems } = await open(html, 375, true);
    try {
      await view.waitForFunction(() =>
        [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('tailwindcss')),
      );
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const button = view.locator('[data-pattern="hero"] a[class$="__btn"]').first();
      const [color, expected, heading, lead] = await button.evaluate((el) => {
        const root = el.closest('[data-pattern]') as HTMLElement;
        const vars = getComputedStyle(root);
        const probe = document.createElement('span');
        probe.style.color = vars.getPropertyValue('--button-text');
        root.append(probe);
        const want = getComputedStyle(probe).color;
        probe.remove();
        const h1 = root.querySelector('h1') as HTMLElement;
        const p = root.querySelector('h1 + p') as HTMLElement;
        return [getComputedStyle(el).color, want, getComputedStyle(h1).fontWeight, getComputedStyle(p).marginTop];
      });
      expect(color).toBe(expected);
      expect(Number(heading)).toBeGreaterThanOrEqual(700);
      expect(lead).not.toBe('0px');
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('a whole landing page fits 375 px', async () => {
    const { code, patterns } = generateOfflineSnippet({
      prompt: 'A landing page for a yoga studio',
      name: 'Flow',
      designSystem: PREVIEW_SHADOWED,
    });
    expect(patterns.length).toBeGreaterThan(4);
    const { view, problems } = await open(code, 375);
    try {
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await view.screenshot({ path: `${SHOTS}/landing-375.png`, fullPage: true });
      await view.setViewportSize({ width: 1280, height: 900 });
      await view.screenshot({ path: `${SHOTS}/landing-1280.png`, fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });
});
