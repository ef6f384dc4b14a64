import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createProject, createSnippet, signIn, shareLinkOf } from './helpers';

/**
 * Cards show what a snippet looks like: its static page (rendered by the
 * server, CSS compiled in, in the project's design) scaled into the card.
 * /preview shows that page at once, and its Close always leads somewhere.
 */

const PRIMARY = '#0f766e';
const HERO = (title: string) =>
  `<section class="bg-primary px-8 py-16"><h1 class="text-4xl font-bold text-white">${title}</h1><p class="mt-4 text-white/80">Built for the card.</p></section>`;

async function snippetWithCode(request: APIRequestContext, title: string, projectName: string) {
  const created = await createSnippet(
    request,
    { name: title, prompt: 'A hero section' },
    { name: projectName, primaryColor: PRIMARY },
  );
  const res = await request.put(`/api/snippets/${created.id}`, { data: { code: HERO(title) } });
  expect(res.status(), await res.text()).toBe(200);
  return created;
}

const thumbnail = (page: Page, snippetId: number) => page.locator(`[data-thumbnail="${snippetId}"]`);

async function expectRenderedThumbnail(page: Page, snippetId: number, title: string) {
  const box = thumbnail(page, snippetId);
  await box.scrollIntoViewIfNeeded();
  const heading = box.frameLocator('iframe').getByRole('heading', { name: title });
  await expect(heading).toBeVisible();
  // The server compiled the snippet's classes with the project's colour.
  await expect(box.frameLocator('iframe').locator('section')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  // A desktop-width page, scaled down to the card's width.
  const frame = await box.locator('iframe').evaluate((el) => ({
    inner: (el as HTMLIFrameElement).clientWidth,
    shown: el.getBoundingClientRect().width,
    card: el.parentElement!.getBoundingClientRect().width,
  }));
  expect(frame.inner).toBe(1280);
  expect(Math.abs(frame.shown - frame.card)).toBeLessThanOrEqual(2);
  // Out of the way of the keyboard and screen readers: the card says what it is.
  await expect(box).toHaveAttribute('aria-hidden', 'true');
  await expect(box).toHaveAttribute('inert', '');
  await expect(box.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
}

test('snippet cards and project cards show a rendered thumbnail of the snippet', async ({ page }) => {
  await signIn(page);
  const title = `Thumb ${Date.now().toString(36)}`;
  const { id, projectId } = await snippetWithCode(page.request, title, `Thumbnails ${title}`);

  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expectRenderedThumbnail(page, id, title);
  // The code preview the spec asks for stays beside it.
  await expect(page.getByRole('group', { name: `Code preview of ${title}` })).toContainText('bg-primary');

  await page.goto('/');
  await expectRenderedThumbnail(page, id, title);
});

test('a project card shows its last edited snippet, and none while it has no snippet', async ({ page }) => {
  await signIn(page);
  const stamp = Date.now().toString(36);
  const first = await snippetWithCode(page.request, `First ${stamp}`, `Two snippets ${stamp}`);
  const second = await page.request.post(`/api/projects/${first.projectId}/snippets`, {
    data: { name: `Second ${stamp}`, prompt: 'A simple footer with three links' },
  });
  expect(second.status(), await second.text()).toBe(201);
  // Editing the first makes it the newest again.
  await page.request.put(`/api/snippets/${first.id}`, { data: { code: HERO(`First again ${stamp}`) } });
  await createProject(page.request, { name: `Empty ${stamp}` });

  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Two snippets ${stamp}` }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.frameLocator('iframe').getByRole('heading', { name: `First again ${stamp}` })).toBeVisible();
  const emptyCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Empty ${stamp}` }) });
  await expect(emptyCard).toBeVisible();
  await expect(emptyCard.locator('[data-thumbnail]')).toHaveCount(0);
});

test('long names end in an ellipsis on the cards and show in full on hover', async ({ page }) => {
  await signIn(page);
  const stamp = Date.now().toString(36);
  const longName = `A very long snippet name that keeps going ${stamp} `.repeat(6).slice(0, 200).trim();
  const longProject = `A project whose name goes on and on ${stamp} `.repeat(3).slice(0, 100).trim();
  const { id, projectId } = await snippetWithCode(page.request, 'Short', longProject);
  expect((await page.request.put(`/api/snippets/${id}`, { data: { name: longName } })).status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const [url, name] of [
    [`/projects/${projectId}`, longName],
    ['/', longProject],
  ] as const) {
    await page.goto(url);
    const heading = page.locator(`[title="${name}"]`).first();
    await expect(heading).toBeVisible();
    const fit = await heading.evaluate((el) => ({
      cut: el.scrollWidth > el.clientWidth,
      ellipsis: getComputedStyle(el).textOverflow,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    }));
    expect(fit, url).toEqual({ cut: true, ellipsis: 'ellipsis', pageOverflows: false });
  }
});

test('/preview shows the server-rendered page without a loading spinner', async ({ page, browser }) => {
  await signIn(page);
  const title = `Instant ${Date.now().toString(36)}`;
  const { id } = await snippetWithCode(page.request, title, `Preview ${title}`);

  const visitor = await browser.newContext();
  const pub = await visitor.newPage();
  let spinnerSeen = false;
  await pub.exposeFunction('spinnerSeen', () => (spinnerSeen = true));
  await pub.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading preview"]'))
        (window as unknown as { spinnerSeen: () => void }).spinnerSeen();
    }).observe(document, { childList: true, subtree: true });
  });
  // The visitor has opened the share link once: its grant opens /preview by number.
  expect((await pub.request.get(await shareLinkOf(page.request, id))).ok()).toBe(true);
  const documentRequest = pub.waitForRequest((r) => r.url().includes(`/frame/snippets/${id}`));
  await pub.goto(`/preview/${id}`);
  await documentRequest;
  const frame = pub.frameLocator(`iframe[title="Preview of ${title}"]`);
  await expect(frame.getByRole('heading', { name: title })).toBeVisible();
  await expect(frame.locator('section')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  expect(spinnerSeen).toBe(false);
  // The server's HTML starts the frame before any script runs; the page's own frame takes over from it.
  expect(await (await pub.request.get(`/preview/${id}`)).text()).toContain(`src="/frame/snippets/${id}"`);
  await expect(pub.locator('#atelier-page-shell')).toHaveCount(0);
  await expect(pub.locator('iframe')).toHaveCount(1);
  await visitor.close();
});

test("Close on /preview closes a tab the app opened, and otherwise goes to the snippet's page", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const title = `Closable ${Date.now().toString(36)}`;
  const { id } = await snippetWithCode(page.request, title, `Close ${title}`);
  const visitor = await browser.newContext();

  // Opened from the public page's 'Open Full Preview': Close closes that tab.
  const pub = await visitor.newPage();
  await pub.goto(await shareLinkOf(page.request, id));
  const [popup] = await Promise.all([
    pub.waitForEvent('popup'),
    pub.getByRole('link', { name: 'Open Full Preview' }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: title })).toBeVisible();
  const closed = popup.waitForEvent('close');
  // The tab may close while the click is still being dispatched: what counts is the tab's close event.
  await popup
    .getByRole('button', { name: 'Close' })
    .click()
    .catch((error: Error) => {
      if (!/closed/.test(error.message)) throw error;
    });
  await closed;

  // Opened directly (a pasted address): the browser keeps the tab open, so Close goes to the public page.
  const direct = await visitor.newPage();
  await direct.goto(`/preview/${id}`);
  await direct.getByRole('button', { name: 'Close' }).click();
  await expect(direct).toHaveURL(`/snippets/${id}`);
  await expect(direct.getByRole('heading', { name: title })).toBeVisible();
  await visitor.close();
});
