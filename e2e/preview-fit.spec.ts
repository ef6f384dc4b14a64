import { expect, test, type Page } from '@playwright/test';
import { createSnippet, signIn } from './helpers';

/**
 * The preview frame fits the screen: scrolled into view, all of it shows, no
 * container around it overflows, and a long snippet scrolls inside the frame
 * while the page stays put. One scrollbar moves at a time.
 */

const LONG_SNIPPET = `<section class="p-6"><h1 class="text-3xl font-bold">Tall snippet</h1>${Array.from(
  { length: 40 },
  (_, i) => `<p class="py-4 border-b">Row ${i + 1}</p>`,
).join('')}</section>`;

async function expectFrameFits(page: Page, label: string) {
  const frameElement = page.locator('iframe[title^="Preview of"]');
  await expect(frameElement, label).toBeVisible();
  const frame = await (await frameElement.elementHandle())!.contentFrame();
  expect(frame, label).not.toBeNull();
  await expect(frame!.getByText('Row 40')).toBeAttached();

  // Bring the frame's top to just under the sticky header (or the top of the screen), as a reader would.
  const layout = await frameElement.evaluate((el) => {
    const header = document.querySelector('header');
    const headerBottom =
      header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
    window.scrollBy(0, el.getBoundingClientRect().top - headerBottom - 4);
    const rect = el.getBoundingClientRect();
    const overflowing: string[] = [];
    for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      if (node === document.body) continue;
      const { overflowX, overflowY } = getComputedStyle(node);
      if (overflowY !== 'visible' && node.scrollHeight > node.clientHeight + 1)
        overflowing.push(`${node.tagName.toLowerCase()}.${node.className} (height)`);
      if (overflowX !== 'visible' && node.scrollWidth > node.clientWidth + 1)
        overflowing.push(`${node.tagName.toLowerCase()}.${node.className} (width)`);
    }
    return { top: rect.top, bottom: rect.bottom, headerBottom, screen: window.innerHeight, overflowing };
  });
  expect(layout.overflowing, `${label}: containers around the frame that overflow`).toEqual([]);
  expect(layout.top, `${label}: frame top`).toBeGreaterThanOrEqual(layout.headerBottom);
  expect(layout.bottom, `${label}: frame bottom within the screen`).toBeLessThanOrEqual(layout.screen);

  // The snippet is longer than the frame: the frame scrolls, sideways not at all.
  const inner = await frame!.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    clientHeight: document.documentElement.clientHeight,
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(inner.scrollHeight, `${label}: frame content taller than the frame`).toBeGreaterThan(inner.clientHeight);
  expect(inner.scrollWidth, `${label}: no sideways scroll in the frame`).toBeLessThanOrEqual(inner.clientWidth);

  // The wheel over the frame scrolls the snippet, not the page.
  const pageScroll = await page.evaluate(() => window.scrollY);
  const box = (await frameElement.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // A wheel that reaches the frame before it takes input moves nothing: turn it until the snippet moves.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 300);
      return frame!.evaluate(() => window.scrollY);
    }, `${label}: frame scrolled`)
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY), `${label}: page did not move`).toBe(pageScroll);
  await frame!.evaluate(() => window.scrollTo(0, 0));
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`the preview fits the screen at ${size.width} px in the editor and on the public page`, async ({ page }) => {
    test.slow();
    await signIn(page);
    const { id } = await createSnippet(page.request, {
      name: 'Tall list',
      prompt: 'A hero section with a headline and a button',
    });
    const put = await page.request.put(`/api/snippets/${id}`, { data: { code: LONG_SNIPPET } });
    expect(put.status(), await put.text()).toBe(200);
    await page.setViewportSize(size);

    await page.goto(`/snippets/${id}/edit`);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expectFrameFits(page, 'editor, desktop preview');
    await page.getByRole('button', { name: 'Mobile', exact: true }).click();
    await expectFrameFits(page, 'editor, mobile preview');
    await page.getByRole('button', { name: 'Stacked View' }).click();
    await expectFrameFits(page, 'editor, stacked');

    await page.goto(`/snippets/${id}`);
    await expectFrameFits(page, 'public page, desktop preview');
    await page.getByRole('button', { name: 'Mobile', exact: true }).click();
    await expectFrameFits(page, 'public page, mobile preview');
  });
}
