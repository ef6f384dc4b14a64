import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createSnippet, signIn } from './helpers';

/** The e2e server's stand-in GitHub accepts this token and lets it push to atelier-e2e/storefront-theme and /landing-pages. */
const GITHUB_TOKEN = 'ghp_e2e_token';

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: await fs.readFile(await file.path(), 'utf8') };
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  // Each test starts disconnected, whatever an earlier test saved for the staff account.
  await page.request.delete('/api/github/token', { data: {} });
});

test('convert a snippet to a Shopify section, check it, download it; the status follows', async ({ page }) => {
  test.slow();
  const { id } = await createSnippet(page.request, {
    name: 'Pricing plans',
    prompt: 'A pricing table with three plans for a coffee subscription',
  });
  await page.goto(`/snippets/${id}/edit`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Working On/);

  await page.getByRole('button', { name: 'Convert to Shopify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shopify Section' });
  await expect(dialog.getByRole('status')).toContainText('Converting to a Shopify section...');
  await expect(dialog.getByText('Theme Check: no errors')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Engine: Built-in converter')).toBeVisible();
  const code = dialog.getByLabel('Shopify section code', { exact: true });
  await expect(code).toContainText('{% schema %}');
  // highlight.js has marked the tokens up.
  await expect(code.locator('.hljs-tag').first()).toBeVisible();

  const file = await download(page, `Download section-${id}.liquid`);
  expect(file.name).toBe(`section-${id}.liquid`);
  expect(file.text).toContain(`converted by Atelier from snippet ${id}`);
  expect(file.text.match(/\{%\s*schema\s*%\}/g)).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Convert to Shopify', exact: true })).toBeFocused();
  const saved = await page.request.get(`/api/snippets/${id}`);
  expect((await saved.json()).status).toBe('converted_to_section');
  // The selector follows without a reload, and the status stays after one.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Converted to Section/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Converted to Section/);
});

test('convert a snippet to a Shopify snippet with documentation', async ({ page }) => {
  test.slow();
  const { id } = await createSnippet(page.request, {
    name: 'Customer quotes',
    prompt: 'Three testimonials from happy coffee subscribers',
  });
  await page.goto(`/snippets/${id}/edit`);

  await page.getByRole('button', { name: 'Convert to Shopify Snippet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shopify Snippet' });
  await expect(dialog.getByText('Theme Check: no errors')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByLabel('Shopify snippet code', { exact: true })).toContainText('{% doc %}');

  const snippetFile = await download(page, `Download snippet-${id}.liquid`);
  expect(snippetFile.name).toBe(`snippet-${id}.liquid`);
  expect(snippetFile.text).toContain('@param');

  await dialog.getByRole('tab', { name: 'Documentation' }).click();
  await expect(dialog.getByLabel('Snippet documentation', { exact: true })).toContainText(
    "{% render 'customer-quotes'",
  );
  const doc = await download(page, `Download snippet-${id}-documentation.md`);
  expect(doc.name).toBe(`snippet-${id}-documentation.md`);
  expect(doc.text).toContain('## Parameters');
});

test('Escape closes the conversion dialog after a copy, though its toast is still showing', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { id } = await createSnippet(page.request, {
    name: 'Copied section',
    prompt: 'A banner announcing free shipping on coffee orders',
  });
  await page.goto(`/snippets/${id}/edit`);
  const convert = page.getByRole('button', { name: 'Convert to Shopify', exact: true });
  await convert.click();
  const dialog = page.getByRole('dialog', { name: 'Shopify Section' });
  await expect(dialog.getByText('Theme Check: no errors')).toBeVisible({ timeout: 30_000 });

  const copy = dialog.getByRole('button', { name: 'Copy Shopify section code' });
  await copy.click();
  await expect(page.getByText('Shopify section code copied to the clipboard.').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('{% schema %}');
  await expect(copy).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(convert).toBeFocused();

  // The same from the keyboard alone, with the Save to GitHub dialog over the result: Escape closes the top one.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Theme Check: no errors')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Save to GitHub' }).focus();
  await page.keyboard.press('Enter');
  const github = page.getByRole('dialog', { name: 'Save to GitHub' });
  await github.getByLabel('GitHub token').fill('ghp_not_a_real_token');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Failed to save GitHub token').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(github).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save to GitHub' })).toBeFocused();
});

test('connect a GitHub token and push the converted section', async ({ page }) => {
  test.slow();
  const { id } = await createSnippet(page.request, {
    name: 'Coffee hero',
    prompt: 'A hero section for a coffee roastery with a call to action',
  });
  await page.goto(`/snippets/${id}/edit`);
  await page.getByRole('button', { name: 'Convert to Shopify', exact: true }).click();
  const section = page.getByRole('dialog', { name: 'Shopify Section' });
  await expect(section.getByText('Theme Check: no errors')).toBeVisible({ timeout: 30_000 });
  await section.getByRole('button', { name: 'Save to GitHub' }).click();

  const github = page.getByRole('dialog', { name: 'Save to GitHub' });
  const token = github.getByLabel('GitHub token');
  await expect(token).toHaveAttribute('type', 'password');
  await expect(github.getByText('Needs the repo scope.', { exact: false })).toBeVisible();
  await github.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(github.getByText('GitHub token is required')).toBeVisible();

  await token.fill('ghp_not_a_real_token');
  await github.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(page.getByText('Failed to save GitHub token').first()).toBeVisible();

  await token.fill(GITHUB_TOKEN);
  await github.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(github.getByText('Connected as user-1')).toBeVisible();

  await expect(github.getByLabel('Branch')).toHaveValue('main');
  await expect(github.getByLabel('Path')).toHaveValue('sections');
  await expect(github.getByLabel('File name')).toHaveValue(`section-${id}.liquid`);
  await expect(github.getByLabel('Commit message')).toHaveValue('Add Shopify code file');

  await github.getByRole('button', { name: 'Save to GitHub' }).click();
  await expect(page.getByText('No repository selected').first()).toBeVisible();

  await github.getByRole('combobox', { name: 'Repository' }).click();
  await page.getByRole('option', { name: 'atelier-e2e/storefront-theme' }).click();
  await github.getByRole('button', { name: 'Save to GitHub' }).click();
  await expect(page.getByText('Saved to GitHub').first()).toBeVisible();
  await expect(page.getByText('atelier-e2e/storefront-theme').first()).toBeVisible();
  await expect(github).toBeHidden();
  await expect(section.getByText('Saved sections/section-')).toContainText('atelier-e2e/storefront-theme');
  await expect(section.getByRole('link', { name: 'View commit' })).toHaveAttribute('href', /\/commit\//);

  // Focus is back in the result dialog, which stays open behind.
  await expect(section).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save to GitHub' })).toBeFocused();
});

test('export to GitHub converts first and pushes the snippet to its snippets folder', async ({ page }) => {
  test.slow();
  await page.request.post('/api/github/token', { data: { token: GITHUB_TOKEN } });
  const { id } = await createSnippet(page.request, {
    name: 'Newsletter signup',
    prompt: 'A newsletter signup box for coffee news',
  });
  await page.goto(`/snippets/${id}/edit`);
  await page.getByRole('button', { name: 'Convert to Shopify Snippet' }).click();
  const snippet = page.getByRole('dialog', { name: 'Shopify Snippet' });
  await expect(snippet.getByText('Theme Check: no errors')).toBeVisible({ timeout: 30_000 });
  await snippet.getByRole('button', { name: 'Save to GitHub' }).click();

  const github = page.getByRole('dialog', { name: 'Save to GitHub' });
  await expect(github.getByText('Connected as user-1')).toBeVisible();
  await expect(github.getByLabel('Path')).toHaveValue('snippets');
  await expect(github.getByLabel('File name')).toHaveValue('newsletter-signup.liquid');
  await github.getByRole('combobox', { name: 'Repository' }).click();
  await page.getByRole('option', { name: 'atelier-e2e/landing-pages' }).click();
  await github.getByLabel('Branch').fill('shopify-snippets');
  await github.getByRole('button', { name: 'Save to GitHub' }).click();
  await expect(page.getByText('Saved to GitHub').first()).toBeVisible();
  await expect(
    page
      .getByText(/snippets\/newsletter-signup\.liquid in atelier-e2e\/landing-pages on the new branch shopify-snippets/)
      .first(),
  ).toBeVisible();

  await expect(github).toBeHidden();
  await snippet.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('button', { name: 'Export to GitHub' }).click();
  await expect(page.getByRole('dialog', { name: 'Save to GitHub' }).getByLabel('File name')).toHaveValue(
    `section-${id}.liquid`,
    {
      timeout: 30_000,
    },
  );
  await page.getByRole('dialog', { name: 'Save to GitHub' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('dialog', { name: 'Save to GitHub' }).getByLabel('GitHub token')).toBeVisible();
});
