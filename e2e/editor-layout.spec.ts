import { expect, test, type Locator, type Page } from '@playwright/test';
import { SNIPPET_NAME_MAX } from '../shared/constants';
import {
  createSnippet as generateSnippet,
  registerAndConfirm,
  SIGNED_OUT,
  signedInForFile,
  signIn,
  uniqueEmail,
} from './helpers';

/** One sign-in for the whole file; every test starts signed in as the staff member, in a fresh browser. */
const STAFF_STATE = signedInForFile('editor-layout');
test.use({ storageState: STAFF_STATE, viewport: { width: 1440, height: 900 } });

const SIMPLE = '<section class="intro-block">\n  <h1 class="title-x">Hello Atelier</h1>\n</section>';

async function createSnippet(page: Page, name = 'Layout hero') {
  const { id } = await generateSnippet(
    page.request,
    { name, prompt: 'A hero section with a headline, a subtitle and two buttons' },
    { name: 'Layout Project' },
  );
  const saved = await page.request.put(`/api/snippets/${id}`, { data: { code: SIMPLE, versionMessage: 'Start' } });
  expect(saved.ok()).toBe(true);
  return id;
}

async function addComment(page: Page, id: number, authorName: string, content: string) {
  const res = await page.request.post(`/api/snippets/${id}/comments`, {
    data: { authorName, content, referenceImage: null },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const layoutButton = (page: Page, name: 'Tab View' | 'Stacked View' | 'Split View') =>
  page.getByRole('group', { name: 'Editor layout' }).getByRole('button', { name });
const divider = (page: Page) => page.getByRole('separator', { name: 'Resize code and preview' });
const codePane = (page: Page) => page.getByRole('region', { name: 'Code Editor' });
const frame = (page: Page) => page.locator('iframe[title^="Preview of"]');

async function openEditor(page: Page, id: number) {
  await page.goto(`/snippets/${id}/edit`);
  await expect(page.locator('.cm-content')).toBeVisible();
}

async function width(locator: Locator) {
  return (await locator.boundingBox())!.width;
}

test('split view is the first layout at 1440 px, the tab view at 1024 px', async ({ page }) => {
  const id = await createSnippet(page);
  await openEditor(page, id);
  await expect(layoutButton(page, 'Split View')).toHaveAttribute('aria-pressed', 'true');
  await expect(layoutButton(page, 'Tab View')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.frameLocator('iframe[title^="Preview of"]').locator('h1')).toHaveText('Hello Atelier');
  const code = (await codePane(page).boundingBox())!;
  const preview = (await frame(page).boundingBox())!;
  expect(code.x + code.width).toBeLessThanOrEqual(preview.x);
  expect(Math.abs(code.y - preview.y)).toBeLessThan(80);
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Code Editor' })).toHaveCount(0);
  // The inspector's hint shows under the preview: the frame stays where the pointer is.
  await page.getByRole('button', { name: 'Inspector' }).click();
  await expect(page.getByText('Click an element to copy its class. Esc cancels.')).toBeVisible();
  expect((await frame(page).boundingBox())!.y).toBeCloseTo(preview.y, 0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Inspector' })).toHaveAttribute('aria-pressed', 'false');

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  await expect(layoutButton(page, 'Tab View')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('tab', { name: 'Code Editor' })).toHaveAttribute('aria-selected', 'true');
  await expect(divider(page)).toHaveCount(0);
  await expect(frame(page)).toBeHidden();

  // Not offered where the panes would be too narrow.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(layoutButton(page, 'Split View')).toHaveCount(0);
  await expect(layoutButton(page, 'Stacked View')).toBeVisible();
});

test('the divider resizes code and preview by mouse and by keyboard; the code editor follows', async ({ page }) => {
  const id = await createSnippet(page);
  await openEditor(page, id);
  const handle = divider(page);
  await expect(handle).toBeVisible();
  const cm = page.locator('.cm-editor');
  const before = { pane: await width(codePane(page)), editor: await width(cm), frame: await width(frame(page)) };

  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => width(codePane(page))).toBeLessThan(before.pane - 150);
  await expect.poll(() => width(cm)).toBeLessThan(before.editor - 150);
  await expect.poll(() => width(frame(page))).toBeGreaterThan(before.frame + 150);

  const dragged = await width(codePane(page));
  const valueAfterDrag = Number(await handle.getAttribute('aria-valuenow'));
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => width(codePane(page))).toBeGreaterThan(dragged + 50);
  await expect(handle).not.toHaveAttribute('aria-valuenow', String(valueAfterDrag));
  const widened = await width(codePane(page));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => width(codePane(page))).toBeLessThan(widened - 25);
});

test('the layout and the divider are remembered for the user, and only for them', async ({ browser }) => {
  // A session of its own, since it ends with a sign-out.
  const context = await browser.newContext({ storageState: SIGNED_OUT, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  const id = await createSnippet(page);
  await openEditor(page, id);
  const handle = divider(page);
  const start = Number(await handle.getAttribute('aria-valuenow'));
  await handle.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBeLessThan(start - 10);
  const chosen = Number(await handle.getAttribute('aria-valuenow'));
  const paneWidth = await width(codePane(page));

  await page.reload();
  await expect(layoutButton(page, 'Split View')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number(await divider(page).getAttribute('aria-valuenow'))).toBeCloseTo(chosen, 0);
  expect(Math.abs((await width(codePane(page))) - paneWidth)).toBeLessThan(4);

  await layoutButton(page, 'Stacked View').click();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await page.reload();
  await expect(layoutButton(page, 'Stacked View')).toHaveAttribute('aria-pressed', 'true');
  await expect(divider(page)).toHaveCount(0);
  await layoutButton(page, 'Split View').click();
  await expect.poll(async () => Number(await divider(page).getAttribute('aria-valuenow'))).toBeCloseTo(chosen, 0);
  await layoutButton(page, 'Stacked View').click();

  // Another person signs in on this browser: the defaults, not the previous user's choices.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await registerAndConfirm(page, { username: 'Lena', email: uniqueEmail('layout'), password: 'secret123' });
  const theirs = await createSnippet(page, 'Their hero');
  await openEditor(page, theirs);
  await expect(layoutButton(page, 'Split View')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number(await divider(page).getAttribute('aria-valuenow'))).toBeCloseTo(start, 0);
  await context.close();
});

test('the comments are a tab beside the preview, with the pending count', async ({ page }) => {
  const id = await createSnippet(page);
  await addComment(page, id, 'Clara', 'Make the heading bigger, please.');
  const approved = await addComment(page, id, 'Dan', 'Use our orange for the button.');
  expect((await page.request.post(`/api/comments/${approved}/manual-approve`)).ok()).toBe(true);
  await openEditor(page, id);

  const tab = page.getByRole('tab', { name: 'Comments (1)' });
  await expect(tab).toBeVisible();
  await expect(page.locator('#comments')).toBeHidden();
  await tab.click();
  const comments = page.locator('#comments');
  await expect(comments.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(comments.getByText('Clara')).toBeVisible();
  await expect(comments.getByText('Dan')).toBeVisible();
  await expect(comments.getByText('Pending Approval')).toHaveCount(1);
  await expect(frame(page)).toBeHidden();
  // The code stays beside them.
  await expect(page.locator('.cm-content')).toBeVisible();

  // A new comment arrives live and counts.
  await addComment(page, id, 'Eve', 'One more thing.');
  await expect(page.getByRole('tab', { name: 'Comments (2)' })).toBeVisible();
  await expect(comments.getByText('Eve')).toBeVisible();

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.frameLocator('iframe[title^="Preview of"]').locator('h1')).toHaveText('Hello Atelier');

  // A link to the comments opens them.
  await page.goto(`/snippets/${id}/edit#comments`);
  await expect(page.getByRole('tab', { name: 'Comments (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(comments.getByText('Clara')).toBeVisible();
});

test('in the tab and stacked views a button near the top jumps to the comments', async ({ page }) => {
  const id = await createSnippet(page);
  await addComment(page, id, 'Clara', 'Make the heading bigger, please.');
  await openEditor(page, id);
  for (const layout of ['Tab View', 'Stacked View'] as const) {
    await layoutButton(page, layout).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const jump = page.getByRole('link', { name: 'Comments (1)' });
    await expect(jump).toBeInViewport();
    await expect(page.locator('#comments').getByText('Clara')).not.toBeInViewport();
    await jump.click();
    await expect(page).toHaveURL(/#comments$/);
    await expect(page.locator('#comments').getByText('Clara')).toBeInViewport();
  }
});

test('the split view fits 1440×900 without page scroll; code and preview fill the height', async ({ page }) => {
  const id = await createSnippet(page);
  await openEditor(page, id);
  await expect(divider(page)).toBeVisible();
  const size = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    clientHeight: document.scrollingElement!.clientHeight,
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(size.scrollHeight).toBeLessThanOrEqual(size.clientHeight);
  expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
  const code = (await codePane(page).boundingBox())!;
  const preview = (await frame(page).boundingBox())!;
  for (const box of [code, preview]) {
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(box.y + box.height).toBeGreaterThan(900 - 60);
    expect(box.height).toBeGreaterThan(450);
  }
});

test('long names and statuses fit at 375 px and keep the actions on screen at 1440 px', async ({ page }) => {
  const id = await createSnippet(page);
  const longName = `Seasonal landing hero ${'with many words '.repeat(20)}`.slice(0, SNIPPET_NAME_MAX).trim();
  for (const data of [{ name: longName }, { status: 'converted_to_section' }]) {
    expect((await page.request.put(`/api/snippets/${id}`, { data })).ok()).toBe(true);
  }
  await openEditor(page, id);
  const name = page.getByLabel('Snippet name');
  await expect(name).toHaveValue(longName);
  await expect(name).toHaveAttribute('maxlength', String(SNIPPET_NAME_MAX));
  for (const control of [
    page.getByRole('combobox', { name: 'Status' }),
    page.getByRole('button', { name: 'Version History' }),
    layoutButton(page, 'Split View'),
    page.getByRole('button', { name: 'Save Changes' }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(name).toHaveValue(longName);
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText('Converted to Section / Development Done');
  await expect(status).toHaveAttribute('title', 'Converted to Section / Development Done');
  await expect(status).toBeInViewport({ ratio: 1 });
  const overflow = () =>
    page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await status.click();
  const option = page.getByRole('option', { name: 'Converted to Section / Development Done' });
  await expect(option).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  for (const layout of ['Stacked View', 'Tab View'] as const) {
    await layoutButton(page, layout).click();
    expect(await overflow()).toBeLessThanOrEqual(0);
  }
});
