import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createProject, createSnippet, signIn } from './helpers';

/**
 * Every dialog and menu opens from the keyboard, closes with Escape and hands
 * focus back to what opened it; when that is gone (the deleted item), focus
 * goes to the item next to it instead of falling to the page.
 */

async function escapeReturnsFocus(page: Page, trigger: Locator, popup: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(trigger).toBeFocused();
}

const bodyHasFocus = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('dashboard: New Project, the account menu and Delete Project', async ({ page }) => {
  const stamp = Date.now();
  const first = await createProject(page.request, { name: `Focus first ${stamp}` });
  await createProject(page.request, { name: `Focus second ${stamp}` });
  await page.goto('/');
  const projects = page.getByRole('list', { name: 'Projects' });
  await expect(projects).toBeVisible();

  await escapeReturnsFocus(
    page,
    page.getByRole('button', { name: 'New Project' }).first(),
    page.getByRole('dialog', { name: 'Create New Project' }),
  );
  await escapeReturnsFocus(page, page.getByRole('button', { name: 'Account menu' }), page.getByRole('menu'));

  const remove = page.getByRole('button', { name: `Delete project ${first.name}` });
  const confirm = page.getByRole('alertdialog', { name: 'Delete Project' });
  await escapeReturnsFocus(page, remove, confirm);

  // Deleting removes the button that opened the dialog: focus goes to a neighbouring project.
  await remove.focus();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(remove).toHaveCount(0);
  await expect(projects.locator('a[href^="/projects/"]:focus')).toHaveCount(1);
});

test('project page: Edit Styling, the file library, a snippet status and Delete Snippet', async ({ page }) => {
  const { projectId } = await createSnippet(page.request, {
    name: 'Kept snippet',
    prompt: 'A hero section with a headline and a button',
  });
  const res = await page.request.post(`/api/projects/${projectId}/snippets`, {
    data: { name: 'Doomed snippet', prompt: 'A small banner with a discount code' },
  });
  expect(res.status()).toBe(201);
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('article', { name: 'Doomed snippet' })).toBeVisible();

  await escapeReturnsFocus(
    page,
    page.getByRole('button', { name: 'Edit Styling' }),
    page.getByRole('dialog', { name: 'Edit Styling' }),
  );
  await escapeReturnsFocus(
    page,
    page.getByRole('button', { name: 'Choose from library' }),
    page.getByRole('dialog', { name: 'File library' }),
  );
  const doomed = page.getByRole('article', { name: 'Doomed snippet' });
  await escapeReturnsFocus(
    page,
    doomed.getByRole('combobox', { name: 'Status of Doomed snippet' }),
    page.getByRole('listbox'),
  );

  const remove = doomed.getByRole('button', { name: 'Delete' });
  const confirm = page.getByRole('alertdialog', { name: 'Delete Snippet' });
  await escapeReturnsFocus(page, remove, confirm);
  await remove.focus();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(doomed).toHaveCount(0);
  // The card and its dialog are gone: focus is in the snippet that is left.
  const left = page.getByRole('article', { name: 'Kept snippet' });
  await expect(left.locator(':focus')).toHaveCount(1);
});

test('editor: Prompt Code, Version History, status, Shopify, GitHub and the unsaved-changes question', async ({
  page,
}) => {
  test.slow();
  // Each run starts disconnected from GitHub, whatever an earlier test saved.
  await page.request.delete('/api/github/token', { data: {} });
  const { id } = await createSnippet(page.request, {
    name: 'Focus hero',
    prompt: 'A hero section for a coffee roastery with a call to action',
  });
  await page.goto(`/snippets/${id}/edit`);
  const promptCode = page.getByRole('button', { name: 'Prompt Code' });
  await expect(promptCode).toBeVisible();

  await escapeReturnsFocus(page, promptCode, page.getByRole('dialog', { name: 'Prompt Code' }));
  await escapeReturnsFocus(
    page,
    page.getByRole('button', { name: 'Version History' }),
    page.getByRole('dialog', { name: 'Version History' }),
  );
  await escapeReturnsFocus(page, page.getByRole('combobox', { name: 'Status' }), page.getByRole('listbox'));

  // Sending a prompt closes the dialog while the button is busy: focus still comes back to it.
  await promptCode.focus();
  await page.keyboard.press('Enter');
  const prompt = page.getByRole('dialog', { name: 'Prompt Code' });
  await prompt.getByLabel('Prompt').fill('Change the heading to "Focus kept"');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(prompt).toBeHidden();
  await expect(promptCode).toBeFocused();
  await expect(page.getByText('Code updated').first()).toBeVisible();
  await expect(promptCode).toBeEnabled();

  const section = page.getByRole('dialog', { name: 'Shopify Section' });
  const convert = page.getByRole('button', { name: 'Convert to Shopify', exact: true });
  await convert.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText('Theme Check: no errors')).toBeVisible({ timeout: 30_000 });
  // Save to GitHub opens over the result and hands focus back into it.
  const github = page.getByRole('dialog', { name: 'Save to GitHub' });
  await escapeReturnsFocus(page, section.getByRole('button', { name: 'Save to GitHub' }), github);
  await expect(section).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(section).toBeHidden();
  await expect(convert).toBeFocused();

  const snippetDialog = page.getByRole('dialog', { name: 'Shopify Snippet' });
  const convertSnippet = page.getByRole('button', { name: 'Convert to Shopify Snippet' });
  await convertSnippet.focus();
  await page.keyboard.press('Enter');
  await expect(snippetDialog.getByText('Theme Check: no errors')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(snippetDialog).toBeHidden();
  await expect(convertSnippet).toBeFocused();

  // Export to GitHub converts, then opens Save to GitHub over the result.
  const exportButton = page.getByRole('button', { name: 'Export to GitHub' });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  await expect(github.getByLabel('GitHub token')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(github).toBeHidden();
  await expect(section.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(section).toBeHidden();
  await expect(exportButton).toBeFocused();

  // Leaving with unsaved changes asks first; staying hands focus back to the link.
  await page.getByLabel('Snippet name').fill('Focus hero, renamed');
  const back = page.getByRole('link', { name: 'Back to Project' });
  await escapeReturnsFocus(page, back, page.getByRole('alertdialog', { name: 'Leave without saving?' }));
  await expect(page).toHaveURL(`/snippets/${id}/edit`);
});

test('files: rename and Delete File', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const names = [`focus-a-${stamp}.png`, `focus-b-${stamp}.png`];
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const ids: number[] = [];
  for (const name of names) {
    const res = await page.request.post('/api/files', {
      multipart: { file: { name, mimeType: 'image/png', buffer: image } },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  try {
    await page.goto(`/files`);
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const [a, b] = names as [string, string];
    await expect(card(a)).toBeVisible();

    // Renaming swaps the Rename button for a field; Escape swaps it back and focus follows.
    const rename = card(a).getByRole('button', { name: `Rename ${a}` });
    await rename.focus();
    await page.keyboard.press('Enter');
    await expect(card(a).getByRole('textbox', { name: 'File name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(rename).toBeFocused();

    const confirm = page.getByRole('alertdialog', { name: 'Delete File' });
    const removeA = card(a).getByRole('button', { name: 'Delete' });
    await escapeReturnsFocus(page, removeA, confirm);
    await removeA.focus();
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(a)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Files' }).locator(':focus')).toHaveCount(1);

    // The last file gone, focus stays on the page's controls rather than falling to the body.
    await card(b).getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(b)).toHaveCount(0);
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    expect(await bodyHasFocus(page)).toBe(false);
  } finally {
    // The file library is shared: leave it as it was for the other tests.
    for (const id of ids) await page.request.delete(`/api/files/${id}`);
  }
});

test('the mobile menu opens from the keyboard, closes on Escape and on navigation, and returns focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  // The header's own links are hidden at this width; the menu button stands in for them.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const sheet = page.getByRole('dialog', { name: 'Menu' });

  await escapeReturnsFocus(page, menuButton, sheet);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.focus();
  await page.keyboard.press('Enter');
  // the open sheet hides the rest of the page from assistive technology
  await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const nav = sheet.getByRole('navigation', { name: 'Main' });
  // It starts on the current page's link.
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await expect(sheet.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Files' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/files');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
  await expect(menuButton).toBeFocused();

  // Going back closes it as well.
  await menuButton.click();
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(sheet).toBeHidden();

  // Wide enough for the header's links, the sheet goes and so does its button.
  await menuButton.click();
  await expect(sheet).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 740 });
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Log out from the sheet signs out and leaves no app navigation behind.
  await page.setViewportSize({ width: 375, height: 740 });
  await menuButton.click();
  await sheet.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(menuButton).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
