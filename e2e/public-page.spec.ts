import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { COMMENT_CONTENT_MAX } from '../shared/schemas/comments';
import { expectNoSeriousA11yViolations } from './axe';
import { createSnippet, openEditorComments, signIn, startPinning, shareLinkOf } from './helpers';

/** A heading at the very top-left of the page and three testimonials with a quote each. */
const TESTIMONIALS = `<h1 style="margin:0;font:700 40px/1.2 sans-serif">Fresh every morning</h1>
<section class="testimonials" style="padding:32px 24px;font-family:sans-serif">
  <h2>What our guests say</h2>
  <div class="testimonials__grid" style="display:grid;grid-template-columns:repeat(3,1fr);gap:24px">
    ${['Ana', 'Ben', 'Cleo']
      .map(
        (name, i) =>
          `<figure class="testimonials__card" style="margin:0;padding:16px;border:1px solid #ddd">
      <blockquote class="testimonials__quote" style="margin:0"><p>Quote ${i + 1}: the sourdough is the best in town.</p></blockquote>
      <figcaption><cite>${name}</cite></figcaption>
    </figure>`,
      )
      .join('\n    ')}
  </div>
  <p><a href="#start" class="button">Get started</a></p>
</section>`;

/** A snippet showing the testimonials; its public page. */
async function testimonialsSnippet(request: APIRequestContext) {
  const { id } = await createSnippet(request, { name: 'Guest voices', prompt: 'Testimonials from bakery guests' });
  const res = await request.put(`/api/snippets/${id}`, { data: { code: TESTIMONIALS } });
  expect(res.status(), await res.text()).toBe(200);
  return id;
}

async function postComment(request: APIRequestContext, id: number, body: Record<string, unknown>) {
  const res = await request.post(`/api/snippets/${id}/comments`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
}

const previewOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Preview of Guest voices"]');

/** Picks an element in the preview for the comment the form is about to send. */
async function pinTo(page: Page, pick: (frame: FrameLocator) => ReturnType<FrameLocator['locator']>) {
  await startPinning(page);
  await pick(previewOf(page)).click();
}

const LONG_COMMENT = Array.from(
  { length: 14 },
  (_, i) => `Line ${i + 1}: the quote should be shorter and the names bolder.`,
).join('\n');

test.describe('the public snippet page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the comments drawer is a modal dialog: focus goes in, stays in, and returns to the button', async ({
    page,
  }) => {
    const id = await testimonialsSnippet(page.request);
    await postComment(page.request, id, {
      authorName: 'Ana',
      content: 'Make the heading warmer.',
      pin: { selector: 'body > h1', viewport: 'desktop', description: 'the heading "Fresh every morning"' },
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/snippets/${id}`);
    const button = page.getByRole('button', { name: '1 Comment' });
    const drawer = page.getByRole('dialog', { name: 'Comments (1)' });

    // Opened from the button: focus moves in, Tab and Shift+Tab stay in, Escape closes and focus returns.
    await button.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close comments' })).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    // The page behind is out of reach while it is open.
    await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    // The dark backdrop left of the drawer closes it too.
    await button.press('Enter');
    await expect(drawer.getByRole('button', { name: 'Close comments' })).toBeFocused();
    // The dialog listens for outside clicks from the task after it opened; a test clicks sooner than a
    // person can, so it clicks again until the drawer is gone (the spot is empty page margin behind it).
    await expect(async () => {
      await page.mouse.click(40, 450);
      await expect(drawer).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(button).toBeFocused();

    // Opened from a pin marker in the preview: focus goes to that comment; closing returns to the button.
    const marker = previewOf(page).locator('[data-atelier="pin"]');
    await expect(marker).toHaveText('1');
    await marker.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: 'Make the heading warmer.' })).toBeFocused();
    await drawer.getByRole('button', { name: 'Close comments' }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a pin reads as people speak, in the form, the drawer and the staff Comments section', async ({
    page,
    browser,
  }) => {
    const id = await testimonialsSnippet(page.request);
    const client = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pub = await client.newPage();
    await pub.goto(await shareLinkOf(page.request, id));

    await pinTo(pub, (frame) => frame.locator('.testimonials__card').nth(1).locator('blockquote p'));
    const pinned = 'Pinned to the quote in the second testimonial (desktop)';
    await expect(pub.getByText(pinned)).toBeVisible();
    await expect(pub.getByText(/body >|nth-of-type/)).toHaveCount(0);
    await pub.getByRole('button', { name: 'Remove pin' }).click();
    await pinTo(pub, (frame) => frame.getByRole('link', { name: 'Get started' }));
    await expect(pub.getByText('Pinned to the "Get started" link (desktop)')).toBeVisible();
    await pub.getByRole('button', { name: 'Remove pin' }).click();
    await pinTo(pub, (frame) => frame.locator('.testimonials__card').nth(1).locator('blockquote p'));
    await pub.getByLabel('Your Name').fill('Clara');
    await pub.getByLabel('Your Feedback').fill('Shorter, please.');
    await pub.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(pub.getByLabel('Your Name')).toHaveValue('');
    await expect(pub.getByText(pinned)).toHaveCount(0);

    await pub.getByRole('button', { name: '1 Comment' }).click();
    const entry = pub.getByRole('dialog', { name: 'Comments (1)' }).getByRole('listitem').filter({ hasText: 'Clara' });
    await expect(entry.getByText(pinned)).toBeVisible();
    await expect(entry.getByText('Pin 1')).toBeAttached();

    // An older pin without a description reads in plain words, not as a selector.
    await postComment(page.request, id, {
      authorName: 'Dan',
      content: 'Bigger heading.',
      pin: { selector: 'body > section > h2', viewport: 'mobile' },
    });

    await openEditorComments(page, id);
    const section = page.locator('#comments');
    await expect(section.getByRole('listitem').filter({ hasText: 'Clara' }).getByText(pinned)).toBeVisible();
    await expect(
      section.getByRole('listitem').filter({ hasText: 'Dan' }).getByText('Pinned to a heading (mobile)'),
    ).toBeVisible();
    await client.close();
  });

  test('pin markers sit beside the text they mark, never over it', async ({ page }) => {
    const id = await testimonialsSnippet(page.request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/snippets/${id}`);
    // The heading at the very top-left corner of the page, then a quote inside a card.
    for (const [name, pick] of [
      ['Ana', (frame: FrameLocator) => frame.getByRole('heading', { name: 'Fresh every morning' })],
      ['Ben', (frame: FrameLocator) => frame.locator('.testimonials__card').nth(2).locator('blockquote p')],
    ] as const) {
      await pinTo(page, pick);
      await expect(page.getByText(/^Pinned to /)).toBeVisible();
      await page.getByLabel('Your Name').fill(name);
      await page.getByLabel('Your Feedback').fill('Looks good.');
      await page.getByRole('button', { name: 'Submit Feedback' }).click();
      await expect(page.getByLabel('Your Name')).toHaveValue('');
    }
    const markers = previewOf(page).locator('[data-atelier="pin"]');
    await expect(markers).toHaveCount(2);

    const frame = page.frames().find((f) => f.url().includes('/frame/snippets/'))!;
    // Marker 1 is the heading's, marker 2 the quote's (oldest first).
    const overlaps = await frame.evaluate(() => {
      const layer = document.querySelector('atelier-layer')!.shadowRoot!;
      const marker = (label: string) =>
        Array.from(layer.querySelectorAll('[data-atelier="pin"]')).find((m) => m.textContent === label)!;
      const textRects = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      };
      const hit = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const check = (label: string, element: Element) => {
        const box = marker(label).getBoundingClientRect();
        const rects = textRects(element);
        return {
          label,
          lines: rects.length,
          covers: rects.some((r) => hit(box, r)),
          inside: box.left >= 0 && box.top >= 0 && box.right <= document.documentElement.clientWidth,
        };
      };
      return [
        check('1', document.querySelector('h1')!),
        check('2', document.querySelectorAll('.testimonials__card blockquote p')[2]!),
      ];
    });
    expect(overlaps).toEqual([
      { label: '1', lines: 1, covers: false, inside: true },
      { label: '2', lines: expect.any(Number), covers: false, inside: true },
    ]);
    expect(overlaps[1]!.lines).toBeGreaterThan(0);
  });

  test('a long comment folds behind Show more in the drawer and the staff section, long names keep the layout', async ({
    page,
  }) => {
    const id = await testimonialsSnippet(page.request);
    const longName = `Maximiliana${'x'.repeat(60)}`;
    await postComment(page.request, id, { authorName: longName, content: LONG_COMMENT });
    await postComment(page.request, id, { authorName: 'Ana', content: 'Short and sweet.' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/snippets/${id}`);
    await page.getByRole('button', { name: '2 Comments' }).click();
    const drawer = page.getByRole('dialog', { name: 'Comments (2)' });
    const long = drawer.getByRole('listitem').filter({ hasText: 'Line 1:' });

    const more = long.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = long.locator('p').first();
    const size = () => text.evaluate((p) => ({ shown: p.clientHeight, full: p.scrollHeight }));
    // Folded: six lines shown, the rest hidden.
    const folded = await size();
    const line = await text.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
    expect(folded.shown).toBeLessThanOrEqual(line * 6 + 1);
    expect(folded.full).toBeGreaterThan(folded.shown * 2);
    await more.click();
    const less = long.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await size()).shown).toBe(folded.full);
    await less.click();
    await expect.poll(async () => (await size()).shown).toBe(folded.shown);
    await expect(long.getByRole('button', { name: 'Show more' })).toBeVisible();
    // A short one has nothing to unfold.
    await expect(drawer.getByRole('listitem').filter({ hasText: 'Short and sweet.' }).getByRole('button')).toHaveCount(
      0,
    );
    // The long name is cut with its full text in a tooltip, and nothing scrolls sideways.
    await expect(long.getByTitle(longName)).toBeVisible();
    expect(await drawer.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await openEditorComments(page, id);
    const row = page.locator('#comments').getByRole('listitem').filter({ hasText: 'Line 1:' });
    await row.getByRole('button', { name: 'Show more' }).click();
    await expect(row.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(row.getByText(/Line 14:/)).toBeVisible();
    expect(await row.evaluate((li) => li.scrollWidth <= li.clientWidth)).toBe(true);
  });

  test('the feedback box counts the characters left near its limit and stops at it', async ({ page }) => {
    const id = await testimonialsSnippet(page.request);
    await page.goto(`/snippets/${id}`);
    const feedback = page.getByLabel('Your Feedback');
    await feedback.fill('a'.repeat(COMMENT_CONTENT_MAX * 0.8));
    await expect(page.getByText(/characters? left/)).toHaveCount(0);
    await feedback.press('End');
    await feedback.pressSequentially('bc');
    const counter = page.getByText('998 characters left');
    await expect(counter).toBeVisible();
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    const counterId = await counter.getAttribute('id');
    expect((await feedback.getAttribute('aria-describedby'))?.split(' ')).toContain(counterId);

    await feedback.fill('a'.repeat(COMMENT_CONTENT_MAX - 1));
    await expect(page.getByText('1 character left')).toBeVisible();
    await feedback.press('End');
    await feedback.pressSequentially('xyz');
    await expect(page.getByText('0 characters left')).toBeVisible();
    await expect(feedback).toHaveValue(`${'a'.repeat(COMMENT_CONTENT_MAX - 1)}x`);

    // The name field counts too, near its 80 characters.
    const name = page.getByLabel('Your Name');
    await name.fill('n'.repeat(70));
    await expect(page.getByText('10 characters left')).toBeVisible();
    await expect(name).toHaveAttribute('aria-describedby', /.+/);
  });
});
