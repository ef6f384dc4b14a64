import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMMENTS_PAGE_SIZE } from '../shared/constants';
import { createSnippet, openEditorComments, SIGNED_OUT, signedInForFile, shareLinkOf } from './helpers';

/** One sign-in for the whole file (sign-ins are rate limited); every test starts signed in. */
const STAFF_STATE = signedInForFile('comments-paging');
test.use({ storageState: STAFF_STATE });

/** Two full pages and part of a third. */
const COUNT = COMMENTS_PAGE_SIZE * 2 + 12;
const note = (n: number) => `Paged note ${String(n).padStart(3, '0')}`;

/** A snippet with COUNT comments, posted oldest first: the newest is note(COUNT - 1); the oldest pinned if asked. */
async function snippetWithComments(request: APIRequestContext, { pinOldest = false } = {}) {
  const { id } = await createSnippet(request, {
    name: 'Paged feedback',
    prompt: 'A hero section for a bakery with a heading "Fresh every morning"',
  });
  for (let n = 0; n < COUNT; n++) {
    const pin = pinOldest && n === 0 ? { pin: { selector: 'body > *', viewport: 'desktop' } } : {};
    const res = await request.post(`/api/snippets/${id}/comments`, {
      data: { authorName: 'Clara', content: note(n), ...pin },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return id;
}

const entries = (list: ReturnType<Page['locator']>) => list.getByRole('listitem');

test('the public drawer shows the first page and the true count, and loads the rest as it scrolls', async ({
  page,
  browser,
}) => {
  const id = await snippetWithComments(page.request);
  const client = await browser.newContext({ storageState: SIGNED_OUT, viewport: { width: 1280, height: 800 } });
  const pub = await client.newPage();

  // the next page fails once: the drawer says so and offers to try again
  let failOnce = true;
  await pub.route(/\/api\/snippets\/\d+\/comments\?.*cursor=/, async (route) => {
    if (!failOnce) return route.continue();
    failOnce = false;
    await route.fulfill({ status: 500, json: { error: 'internal', message: 'Something went wrong' } });
  });

  await pub.goto(await shareLinkOf(page.request, id));
  await pub.getByRole('button', { name: `${COUNT} Comments` }).click();
  const drawer = pub.getByRole('dialog', { name: /^Comments/ });
  await expect(drawer).toHaveAccessibleName(`Comments (${COUNT})`);
  await expect(drawer.getByText(note(COUNT - 1), { exact: true })).toBeVisible();
  await expect(entries(drawer)).toHaveCount(COMMENTS_PAGE_SIZE);
  await expect(drawer.getByText(note(0), { exact: true })).toHaveCount(0);

  await entries(drawer).last().scrollIntoViewIfNeeded();
  const failure = drawer.getByRole('alert').filter({ hasText: 'More comments could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(entries(drawer)).toHaveCount(COMMENTS_PAGE_SIZE);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  await expect(entries(drawer)).toHaveCount(COMMENTS_PAGE_SIZE * 2);

  // scrolling down the drawer brings the rest, down to the oldest comment
  await expect(async () => {
    await entries(drawer).last().scrollIntoViewIfNeeded();
    await expect(drawer.getByText(note(0), { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(entries(drawer)).toHaveCount(COUNT);
  await expect(drawer.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // a new comment arrives live: the count and the list follow, with every page still there
  const posted = await page.request.post(`/api/snippets/${id}/comments`, {
    data: { authorName: 'Dan', content: 'One more, after all the others' },
  });
  expect(posted.status()).toBe(201);
  await expect(drawer).toHaveAccessibleName(`Comments (${COUNT + 1})`);
  await expect(drawer.getByText('One more, after all the others')).toBeVisible();
  await expect(entries(drawer)).toHaveCount(COUNT + 1);
  await client.close();
});

test('the editor lists the first page with the pending count of all, and Load more brings the rest', async ({
  page,
}) => {
  // Without an IntersectionObserver nothing loads on its own: each page comes from the button.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const id = await snippetWithComments(page.request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditorComments(page, id);
  await expect(page.getByRole('tab', { name: `Comments (${COUNT})` })).toBeVisible();
  const comments = page.locator('#comments');
  await expect(comments.getByText(note(COUNT - 1), { exact: true })).toBeVisible();
  await expect(entries(comments)).toHaveCount(COMMENTS_PAGE_SIZE);

  const more = comments.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(entries(comments)).toHaveCount(COMMENTS_PAGE_SIZE * 2);
  await expect(more).toBeEnabled();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(entries(comments)).toHaveCount(COUNT);
  await expect(comments.getByText(note(0), { exact: true })).toBeVisible();
  await expect(more).toHaveCount(0);
});

test('a pin marker of a comment beyond the loaded pages opens the drawer at it, loading the pages before it', async ({
  page,
}) => {
  const id = await snippetWithComments(page.request, { pinOldest: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/snippets/${id}`);
  const marker = page.frameLocator('iframe[title="Preview of Paged feedback"]').locator('[data-atelier="pin"]');
  await expect(marker).toHaveText('1');
  await marker.click();
  const drawer = page.getByRole('dialog', { name: `Comments (${COUNT})` });
  const oldest = entries(drawer).filter({ hasText: note(0) });
  await expect(oldest).toBeFocused();
  await expect(oldest).toBeInViewport();
  await expect(oldest.getByText('Pin 1')).toBeAttached();
  await expect(entries(drawer)).toHaveCount(COUNT);
});
