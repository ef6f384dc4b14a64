import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSection } from './generate';
import type { Lang } from './lang';
import { PATTERN_DEFINITIONS } from './patterns';
import { type SectionCopy } from './prompt';
import { analysePrompt } from './pipeline/plan';
import { themeFromDesignSystem } from '@atelier/web-kit/theme';
import { chromiumLaunchOptions } from '../../../server/test/chromium';
import { PREVIEW_ACME, openPreview } from '../test/fixtures/offline-patterns';

function render(id: string, copy: SectionCopy = {}, lang: Lang = 'en'): string {
  const analysis = { ...analysePrompt(id, '', PATTERN_DEFINITIONS, PREVIEW_ACME.name), lang };
  return renderSection(id, themeFromDesignSystem(PREVIEW_ACME), analysis, copy, `browser:${id}`, () => false).html;
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

/** Opens fragments in a page with Alpine; runs `check`, then asserts the page logged no errors and fits its width. */
async function inPage(html: string, width: number, check: (view: Page) => Promise<void>): Promise<void> {
  const { view, problems } = await openPreview(browser, html, {
    width,
    height: 800,
    bodyStyle: 'margin: 0; min-height: 1200px;',
  });
  try {
    await check(view);
    expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(problems).toEqual([]);
  } finally {
    await view.close();
  }
}

describe('interactions of the new patterns in Chromium', () => {
  it.each([375, 1440])(
    'the cookie banner sits at the bottom; settings reveal switches; save hides it (%i px)',
    (width) =>
      inPage(render('cookie-banner'), width, async (view) => {
        const banner = view.locator('[data-pattern="cookie-banner"]');
        await expect.poll(() => banner.isVisible()).toBe(true);
        const box = await banner.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { bottom: r.bottom, position: getComputedStyle(el).position, height: innerHeight };
        });
        expect(box.position).toBe('fixed');
        expect(box.bottom).toBe(box.height);
        const statistics = view.getByLabel('Statistics');
        expect(await statistics.isVisible()).toBe(false);
        const settings = view.locator('[data-consent="settings"]');
        await settings.click();
        await expect.poll(() => statistics.isVisible()).toBe(true);
        await expect.poll(() => view.getByLabel('Marketing').isVisible()).toBe(true);
        expect(await view.getByLabel(/Necessary/).isChecked()).toBe(true);
        expect(await view.getByLabel(/Necessary/).isDisabled()).toBe(true);
        await statistics.check();
        const consent = view.evaluate(
          () =>
            new Promise((resolve) =>
              document.addEventListener('cookie-consent', (e) => resolve((e as CustomEvent).detail), { once: true }),
            ),
        );
        await view.locator('[data-consent="save"]').click();
        await expect.poll(() => banner.isVisible()).toBe(false);
        expect(await consent).toEqual({ necessary: true, statistics: true, marketing: false });
      }),
  );

  it.each(['accept', 'reject'])('the cookie banner hides on %s', (action) =>
    inPage(render('cookie-banner'), 375, async (view) => {
      const banner = view.locator('[data-pattern="cookie-banner"]');
      await expect.poll(() => banner.isVisible()).toBe(true);
      await view.locator(`[data-consent="${action}"]`).click();
      await expect.poll(() => banner.isVisible()).toBe(false);
    }),
  );

  it('the announcement bar shows the text verbatim and hides when dismissed', () =>
    inPage(render('announcement', { heading: 'Free shipping over €50' }), 375, async (view) => {
      const bar = view.locator('[data-pattern="announcement"]');
      await expect.poll(() => bar.textContent()).toContain('Free shipping over €50');
      await view.getByRole('button', { name: 'Dismiss announcement' }).click();
      await expect.poll(() => bar.isVisible()).toBe(false);
    }));

  it('the countdown ticks every second towards its <time> and keeps the notify form', () =>
    inPage(render('countdown', { date: '2099-12-31', button: 'Notify me' }), 375, async (view) => {
      const seconds = view.locator('[data-pattern="countdown"] [role="timer"] > div').nth(3).locator('span').first();
      await expect.poll(() => seconds.textContent()).toMatch(/^\d{2}$/);
      const first = await seconds.textContent();
      await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
      const days = await view.locator('[role="timer"] > div').first().locator('span').first().textContent();
      expect(Number(days)).toBeGreaterThan(365);
      await view.getByLabel('E-mail address').fill('ada@example.com');
      await view.getByRole('button', { name: 'Notify me' }).click();
      await expect.poll(() => view.getByRole('status').filter({ hasText: 'Thank you' }).isVisible()).toBe(true);
    }));

  it('the countdown says so when its date has passed', () =>
    inPage(render('countdown', { date: '2020-01-01' }), 1440, async (view) => {
      await expect.poll(() => view.getByText('It has started').isVisible()).toBe(true);
      expect(await view.locator('[role="timer"]').isVisible()).toBe(false);
    }));

  it('tabs switch by click and by arrow keys, one panel at a time', () =>
    inPage(render('tabs', { items: ['Coffee', 'Tea', 'Pastries'] }), 375, async (view) => {
      const tabs = view.getByRole('tab');
      await expect.poll(() => tabs.count()).toBe(3);
      const panel = async (i: number) => view.locator(`[id="${await tabs.nth(i).getAttribute('aria-controls')}"]`);
      const visible = async () => Promise.all([0, 1, 2].map(async (i) => (await panel(i)).isVisible()));
      expect(await visible()).toEqual([true, false, false]);
      await tabs.nth(1).click();
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('false');
      await expect.poll(visible).toEqual([false, true, false]);
      await view.keyboard.press('ArrowRight');
      await expect.poll(() => tabs.nth(2).getAttribute('aria-selected')).toBe('true');
      await expect.poll(visible).toEqual([false, false, true]);
      expect(await tabs.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
      await view.keyboard.press('ArrowRight');
      await expect.poll(() => tabs.nth(0).getAttribute('aria-selected')).toBe('true');
      await view.keyboard.press('End');
      await expect.poll(() => tabs.nth(2).getAttribute('aria-selected')).toBe('true');
      await view.keyboard.press('ArrowLeft');
      await expect.poll(visible).toEqual([false, true, false]);
    }));

  it('the modal opens a dialog that Escape and the close button shut, returning focus to the trigger', () =>
    inPage(render('modal'), 375, async (view) => {
      const trigger = view.locator('button[aria-haspopup="dialog"]');
      const dialog = view.locator('[data-pattern="modal"] dialog');
      expect(await dialog.isVisible()).toBe(false);
      await trigger.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
      await view.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await trigger.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await view.getByLabel('E-mail address').fill('ada@example.com');
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => dialog.getByRole('status').isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    }));

  it('the 404 page links home and offers a labelled search', () =>
    inPage(render('404', {}, 'de'), 375, async (view) => {
      await expect.poll(() => view.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
      expect(await view.getByRole('searchbox', { name: 'Website durchsuchen' }).isVisible()).toBe(true);
    }));

  it('login shows the password on request and switches to sign-up', () =>
    inPage(render('login'), 375, async (view) => {
      const password = view.locator('input[autocomplete="current-password"]');
      await password.fill('secret123');
      const toggle = view.getByRole('button', { name: 'Show password' }).first();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await expect.poll(() => password.getAttribute('type')).toBe('text');
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      await expect.poll(() => password.getAttribute('type')).toBe('password');
      const name = view.getByLabel('Full name');
      expect(await name.isVisible()).toBe(false);
      await view.getByRole('tab', { name: 'Create account' }).click();
      await expect.poll(() => name.isVisible()).toBe(true);
      await expect.poll(() => view.getByLabel('E-mail address', { exact: true }).first().isVisible()).toBe(false);
      await view.getByRole('tab', { name: 'Sign in' }).click();
      await view.getByLabel('E-mail address').first().fill('ada@example.com');
      await view.getByRole('button', { name: 'Sign in', exact: true }).last().click();
      await expect.poll(() => view.getByRole('status').filter({ hasText: 'signed in' }).isVisible()).toBe(true);
    }));

  it('the multi-step form validates each step, goes back and forth, and thanks on submit', () =>
    inPage(render('multi-step-form', { items: ['Address', 'Shipping', 'Payment'] }), 375, async (view) => {
      const steps = view.locator('[data-pattern="multi-step-form"] ol > li');
      const current = () =>
        steps.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current') === 'step'));
      const next = view.locator('[data-step="next"]');
      await expect.poll(current).toBe(0);
      await next.click();
      // The street is required: the form stays on the first step.
      await expect
        .poll(() => view.getByLabel('Street and house number').evaluate((el) => el === document.activeElement))
        .toBe(true);
      expect(await current()).toBe(0);
      await view.getByLabel('Street and house number').fill('12 Harbour Street');
      await view.getByLabel('Postcode').fill('04101');
      await view.getByLabel('Town or city').fill('Portland');
      await view.getByLabel('Country').fill('USA');
      await next.click();
      await expect.poll(current).toBe(1);
      await expect.poll(() => view.getByText('Express delivery').isVisible()).toBe(true);
      // Focus moves into the new step.
      await expect
        .poll(() =>
          view
            .locator('input[type="radio"]')
            .first()
            .evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await view.locator('[data-step="back"]').click();
      await expect.poll(current).toBe(0);
      await next.click();
      await expect.poll(current).toBe(1);
      await view.getByText('Express delivery').click();
      await next.click();
      await expect.poll(current).toBe(2);
      await expect.poll(() => next.isVisible()).toBe(false);
      await view.getByLabel('Name on card').fill('Ada Lovelace');
      await view.getByLabel('Card number').fill('4242 4242 4242 4242');
      await view.getByLabel('Expiry date (MM/YY)').fill('12/30');
      await view.getByLabel('Security code').fill('123');
      await view.getByRole('button', { name: 'Place order' }).click();
      await expect.poll(() => view.getByRole('status').isVisible()).toBe(true);
      expect(await view.getByRole('status').textContent()).toContain('Thank you!');
    }));
});
