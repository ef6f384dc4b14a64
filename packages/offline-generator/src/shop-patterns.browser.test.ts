import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { renderPattern } from './library';
import { chromiumLaunchOptions } from '../../../server/test/chromium';
import { PREVIEW_LIGHT, openPreview } from '../test/fixtures/offline-patterns';

const SYSTEMS: Array<[string, DesignSystem]> = [
  ['light', PREVIEW_LIGHT],
  ['dark', { ...PREVIEW_LIGHT, name: 'Night', primaryColor: '#7c3aed', accentColor: '#f59e0b', isDarkMode: true }],
  ['square', { ...PREVIEW_LIGHT, name: 'Square', accentColor: '#facc15', borderRadius: '0', boxShadow: 'none' }],
];

const IDS = ['size-guide', 'store-locator', 'timeline', 'mega-menu', 'comparison', 'shipping-returns', 'ingredients'];

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

function open(html: string, width: number): Promise<{ view: Page; problems: string[] }> {
  return openPreview(browser, html, { width });
}

/** The lowest contrast of visible text against the first opaque background behind it, with the offending text. */
function lowestContrast(view: Page): Promise<{ ratio: number; text: string }> {
  return view.evaluate(() => {
    const parse = (c: string): [number, number, number, number] => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      const [r = 0, g = 0, b = 0, a = 1] = (m?.[1] ?? '0,0,0,0')
        .split(/[,\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c[3] > 0.9) return c;
      }
      return [255, 255, 255, 1];
    };
    let worst = { ratio: 99, text: '' };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const words = node.textContent?.trim() ?? '';
      if (!el || !words || el.closest('style, script, [aria-hidden="true"], svg')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || style.visibility === 'hidden' || el.closest('[class*="__sr"]')) continue;
      const fg = parse(style.color);
      const bg = background(el);
      const [l1, l2] = [lum(fg), lum(bg)].sort((a, b) => b - a) as [number, number];
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      if (ratio < worst.ratio) worst = { ratio, text: words.slice(0, 60) };
    }
    return worst;
  });
}

describe.each(SYSTEMS)('shop and content sections in Chromium (%s)', (_mode, system) => {
  it.each(IDS)('%s fits 375 px and keeps text readable', async (id) => {
    const { view, problems } = await open(renderPattern(id, system, `${id} for a bakery`), 375);
    try {
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const worst = await lowestContrast(view);
      expect(worst.ratio, worst.text).toBeGreaterThanOrEqual(4.5);
      await view.setViewportSize({ width: 1440, height: 900 });
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
      if (system.borderRadius === '0') {
        // "min(50%, 0px)" is how Chromium reports a radius that resolves to nothing.
        const rounded = await view.evaluate(() =>
          [...document.querySelectorAll('[data-pattern] *')]
            .map((el) => getComputedStyle(el).borderTopLeftRadius)
            .filter((r) => r !== '0px' && !/[(,\s]0px\)$/.test(r)),
        );
        expect(rounded).toEqual([]);
      }
      if (system.boxShadow === 'none') {
        // Rings and inset lines are borders drawn with box-shadow; a shadow has an offset or a blur.
        const shadows = await view.evaluate(() =>
          [...document.querySelectorAll('[data-pattern] *')]
            .flatMap((el) => getComputedStyle(el).boxShadow.split(/,(?![^(]*\))/))
            .filter((part) => {
              if (part.trim() === 'none' || /inset/.test(part)) return false;
              const [x = 0, y = 0, blur = 0] = (part.match(/-?[\d.]+px/g) ?? []).map(parseFloat);
              return x !== 0 || y !== 0 || blur !== 0;
            }),
        );
        expect(shadows).toEqual([]);
      }
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });
});

describe('shop and content interactions', () => {
  it('the size guide switches centimetres to inches', async () => {
    const { view, problems } = await open(renderPattern('size-guide', PREVIEW_LIGHT, 'size guide'), 375);
    try {
      const group = view.locator('[data-pattern="size-guide"] [role="group"]');
      const [cm, inches] = [group.locator('button').nth(0), group.locator('button').nth(1)];
      const mChest = view
        .locator('tbody tr', { has: view.locator('th', { hasText: /^M$/ }) })
        .locator('td')
        .first();
      expect(await mChest.textContent()).toBe('96');
      await inches.click();
      await expect.poll(() => mChest.textContent()).toBe('38');
      expect(await inches.getAttribute('aria-pressed')).toBe('true');
      expect(await cm.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => view.locator('caption').textContent()).toContain('inches');
      await cm.click();
      await expect.poll(() => mChest.textContent()).toBe('96');
      const scroller = view.locator('[role="region"][tabindex="0"]');
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await scroller.focus();
      await view.keyboard.press('ArrowRight');
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('the store locator filters as you type and says when nothing matches', async () => {
    const { view, problems } = await open(renderPattern('store-locator', PREVIEW_LIGHT, 'store locator'), 1440);
    try {
      const root = view.locator('[data-pattern="store-locator"]');
      const stores = root.locator('li[class$="__store"]');
      const search = root.getByLabel('Search by city or address');
      expect(await search.getAttribute('type')).toBe('search');
      const visible = () => stores.evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent).length);
      await expect.poll(visible).toBe(4);
      await search.fill('MANCH');
      await expect.poll(visible).toBe(1);
      expect(await stores.filter({ hasText: 'Manchester' }).isVisible()).toBe(true);
      await expect.poll(() => root.locator('[role="status"]').innerText()).toMatch(/^1\s+store$/);
      const noMatch = root.locator('p[class$="__no-match"]');
      expect(await noMatch.isVisible()).toBe(false);
      await search.fill('zzz');
      await expect.poll(visible).toBe(0);
      await expect.poll(() => noMatch.isVisible()).toBe(true);
      expect(await noMatch.textContent()).toContain('zzz');
      await expect.poll(() => root.locator('g[class$="__pin"]:visible').count()).toBe(0);
      await search.fill('');
      await expect.poll(visible).toBe(4);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('the store locator finds a city without its accents', async () => {
    const { view, problems } = await open(
      renderPattern('store-locator', PREVIEW_LIGHT, 'Filialfinder für unsere Läden in Deutschland'),
      375,
    );
    try {
      const root = view.locator('[data-pattern="store-locator"]');
      const search = root.locator('input[type="search"]');
      await search.fill('munchen');
      const stores = root.locator('li[class$="__store"]');
      await expect
        .poll(() => stores.evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent).length))
        .toBe(1);
      expect(await stores.filter({ hasText: 'München' }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('the mega menu opens a panel, closes on Escape and returns focus', async () => {
    const { view, problems } = await open(renderPattern('mega-menu', PREVIEW_LIGHT, 'mega menu'), 1440);
    try {
      const trigger = view.locator('[data-pattern="mega-menu"] button[aria-expanded][aria-controls$="-p0"]');
      const panel = view.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      expect(await panel.isVisible()).toBe(false);
      await trigger.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.locator('ul a').count()).toBeGreaterThanOrEqual(9);
      await panel.locator('ul a').first().focus();
      await view.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await trigger.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await view.mouse.click(700, 880);
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('the mega menu has a working menu button on a phone', async () => {
    const { view, problems } = await open(renderPattern('mega-menu', PREVIEW_LIGHT, 'mega menu'), 375);
    try {
      const toggle = view.locator('[data-pattern="mega-menu"] button[aria-controls$="-menu"]');
      expect(await toggle.isVisible()).toBe(true);
      const group = view.locator('[data-pattern="mega-menu"] button[aria-controls$="-p0"]');
      expect(await group.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => group.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await group.click();
      const panel = view.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await view.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      await view.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await group.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });

  it('shipping and returns opens the details one at a time', async () => {
    const { view, problems } = await open(
      renderPattern('shipping-returns', PREVIEW_LIGHT, 'shipping and returns'),
      375,
    );
    try {
      const triggers = view.locator('[data-pattern="shipping-returns"] button[aria-expanded][aria-controls]');
      await expect.poll(() => triggers.count()).toBe(4);
      const panelOf = async (i: number) =>
        view.locator(`[id="${await triggers.nth(i).getAttribute('aria-controls')}"]`);
      const second = await panelOf(1);
      expect(await second.isVisible()).toBe(false);
      await triggers.nth(1).click();
      await expect.poll(() => second.isVisible()).toBe(true);
      expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
      await triggers.nth(2).click();
      await expect.poll(() => second.isVisible()).toBe(false);
      expect(await (await panelOf(2)).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await view.close();
    }
  });
});
