import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createProject, signIn } from './helpers';

const referencePng = () =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

test('generates a snippet from the panel, analyses an image, shares it, changes the status and deletes it', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const project = await createProject(page.request, { name: `Harbor Coffee ${Date.now()}` });
  await page.goto(`/projects/${project.id}`);

  await expect(page.getByText('No snippets yet')).toBeVisible();
  await page.getByRole('button', { name: 'Generate First Snippet' }).click();
  await expect(page.getByLabel('Snippet Name')).toBeFocused();

  const generate = page.getByRole('button', { name: 'Generate Snippet', exact: true });
  await generate.click();
  await expect(page.getByText('Name must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Prompt must be at least 10 characters long')).toBeVisible();

  await page.getByRole('button', { name: 'Analyze Images' }).click();
  await expect(page.getByText('No images available').first()).toBeVisible();

  const files = page.getByLabel('Reference image files');
  await files.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(page.getByText('Image is too large. Maximum size is 5MB.').first()).toBeVisible();
  await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only image files are supported.').first()).toBeVisible();

  await files.setInputFiles({ name: 'reference.png', mimeType: 'image/png', buffer: await referencePng() });
  await expect(page.getByRole('img', { name: 'reference.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Analyze Images' }).click();
  await expect(page.getByLabel('Prompt')).not.toHaveValue('', { timeout: 15_000 });
  const described = await page.getByLabel('Prompt').inputValue();
  expect(described.length).toBeGreaterThan(20);
  await page.getByRole('button', { name: 'Remove image reference.png' }).click();
  await expect(page.getByRole('img', { name: 'reference.png' })).toHaveCount(0);

  await page.getByLabel('Snippet Name').fill('Landing hero');
  await page.getByLabel('Prompt').fill('A hero section for a coffee roastery with a headline and two buttons');
  await generate.click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Landing hero' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Snippet generated').first()).toBeVisible();
  await expect(page.getByLabel('Snippet Name')).toHaveValue('');

  await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute('href', /^\/snippets\/\d+$/);
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /^\/snippets\/\d+\/edit$/);
  const preview = (await card.getByRole('group', { name: 'Code preview of Landing hero' }).textContent()) ?? '';
  expect(preview.endsWith('...')).toBe(true);
  expect(preview.length).toBe(303);
  const snippetId = Number((await card.getByRole('link', { name: 'Edit' }).getAttribute('href'))!.split('/')[2]);

  await card.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied').first()).toBeVisible();
  // Share turned sharing on: the link carries the unguessable part, and the card says it is shared.
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/snippet/${snippetId}-[A-Za-z0-9_-]{32}$`));
  await expect(card.getByText('Shared', { exact: true })).toBeVisible();
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const pub = await visitor.newPage();
  await pub.goto(`/snippets/${snippetId}`);
  await expect(pub.getByText('Snippet Not Found').first()).toBeVisible();
  await pub.goto(link);
  await expect(pub.getByRole('heading', { name: 'Landing hero' })).toBeVisible();
  await visitor.close();

  const status = card.getByRole('combobox', { name: 'Status of Landing hero' });
  await expect(status).toHaveText('Working On');
  await status.click();
  await page.getByRole('option', { name: 'Ready for Shopify' }).click();
  await expect(status).toHaveText('Ready for Shopify');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status of Landing hero' })).toHaveText('Ready for Shopify');

  const comment = await page.request.post(`/api/snippets/${snippetId}/comments`, {
    data: { authorName: 'Client', content: 'Could the button be larger?', referenceImage: null },
  });
  expect(comment.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('link', { name: /View all comments/ })).toHaveAttribute(
    'href',
    `/snippets/${snippetId}/edit#comments`,
  );

  await page.getByRole('article', { name: 'Landing hero' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Snippet' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No snippets yet')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Landing hero' })).toHaveCount(0);
});

test('the CSS action asks for CSS when the project has none, and adds style notes when it has', async ({ page }) => {
  await signIn(page);
  const plain = await createProject(page.request, { name: `Plain ${Date.now()}` });
  await page.goto(`/projects/${plain.id}`);
  await page.getByRole('button', { name: 'Analyze CSS' }).click();
  await expect(page.getByText('CSS Content Required').first()).toBeVisible();

  const styled = await createProject(page.request, {
    name: `Styled ${Date.now()}`,
    cssContent:
      ':root { --brand: #c2410c; } body { font-family: Inter, sans-serif; } .btn { border-radius: 9999px; background: #c2410c; color: #fff; }',
  });
  await page.goto(`/projects/${styled.id}`);
  await page.getByLabel('Prompt').fill('A pricing table with three plans');
  await page.getByRole('button', { name: 'Analyze CSS' }).click();
  await expect(page.getByText('Analysis Complete').first()).toBeVisible();
  await expect(page.getByLabel('Prompt')).toHaveValue(
    /^A pricing table with three plans\n\nStyle notes from the project's CSS:/,
  );
});

test('a failed generation shows the failure toast with the reason and saves nothing', async ({ page }) => {
  await signIn(page);
  const project = await createProject(page.request, { name: `Vanishing ${Date.now()}` });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByText('No snippets yet')).toBeVisible();
  expect((await page.request.delete(`/api/projects/${project.id}`)).ok()).toBe(true);

  await page.getByLabel('Snippet Name').fill('Orphan hero');
  await page.getByLabel('Prompt').fill('A hero section that has nowhere to go');
  await page.getByRole('button', { name: 'Generate Snippet', exact: true }).click();
  await expect(page.getByText('Failed to generate snippet. Please try again.').first()).toBeVisible();
  await expect(page.getByText('Project not found').first()).toBeVisible();
  await expect(page.getByLabel('Snippet Name')).toHaveValue('Orphan hero');
});
