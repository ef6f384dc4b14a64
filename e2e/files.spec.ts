import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './helpers';

test.describe.configure({ mode: 'serial' });

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const isList = (url: URL) => url.pathname === '/api/files' && url.search !== '';
const isUpload = (url: URL) => url.pathname === '/api/files' && url.search === '';
const countLine = (page: Page) =>
  page.getByRole('heading', { name: 'Files', level: 1 }).locator('xpath=following-sibling::p');

async function chooseFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload File', exact: true }).click();
  await (await chooser).setFiles(files);
}

test('uploads, searches, renames, copies the URL of and deletes files', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);

  // Hold the first list request so the loading placeholders can be seen.
  let releaseList: () => void = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route(isList, async (route) => {
    await listHeld;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click();
  await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
  await expect(page.getByTestId('file-placeholder')).toHaveCount(3);
  const listed = page.waitForResponse((res) => isList(new URL(res.url())));
  releaseList();
  await listed;
  await page.unroute(isList);

  await expect(page.getByText('No files uploaded')).toBeVisible();
  await expect(countLine(page)).toHaveText('0 files');
  await expect(page.getByRole('button', { name: 'Upload Your First File' })).toBeVisible();

  // Slow the uploads down so the banner and its progress bars are on screen long enough to check.
  await page.route(isUpload, async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await chooseFiles(page, [
    { name: 'hero.png', mimeType: 'image/png', buffer: await png(900, 600, '#2563eb') },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  const banner = page.getByRole('region', { name: 'Uploads' });
  await expect(banner.getByText('Uploading...')).toBeVisible();
  await expect(banner.getByRole('progressbar', { name: 'Uploading hero.png' })).toBeVisible();
  await expect(banner.getByRole('progressbar', { name: 'Uploading brief.pdf' })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.unroute(isUpload);

  await expect(countLine(page)).toHaveText('2 files');
  const hero = card(page, 'hero.png');
  await expect(hero).toContainText('image/png');
  await expect(hero).toContainText(/\d+\.\d\d KB · [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  const thumbnail = hero.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/uploads\/[A-Za-z0-9_-]{24,}\/thumbnail\.webp$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  await expect(card(page, 'brief.pdf')).toContainText('application/pdf');
  await expect(card(page, 'brief.pdf').locator('img')).toHaveCount(0);

  // Search (debounced) on names.
  const search = page.getByLabel('Search files by name');
  await search.fill('BRIEF');
  await expect(countLine(page)).toHaveText('1 of 2 files matching');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await search.fill('nothing-like-this');
  await expect(page.getByText('No matching files found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('listitem')).toHaveCount(2);

  // Rename inline: Escape cancels, a bad name is explained, Enter saves.
  await page.getByRole('button', { name: 'Rename brief.pdf' }).click();
  const nameField = page.getByLabel('File name', { exact: true });
  await nameField.fill('discarded.pdf');
  await nameField.press('Escape');
  await expect(card(page, 'brief.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Rename brief.pdf' }).click();
  await nameField.fill('drafts/brief.pdf');
  await nameField.press('Enter');
  await expect(page.getByText('File name cannot contain / or \\')).toBeVisible();
  await nameField.fill('Client brief.pdf');
  await nameField.press('Enter');
  await expect(card(page, 'Client brief.pdf')).toBeVisible();
  await expect(card(page, 'brief.pdf')).toHaveCount(0);
  await page.getByRole('button', { name: 'Rename Client brief.pdf' }).click();
  await nameField.fill('Client brief v2.pdf');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(card(page, 'Client brief v2.pdf')).toBeVisible();

  // Copy URL puts the absolute public URL on the clipboard; it loads without a session.
  await hero.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByText('URL copied').first()).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/^http:\/\/localhost:\d+\/uploads\/[A-Za-z0-9_-]{24,}\/hero\.png$/);
  const served = await page.request.get(url, { headers: { cookie: '' } });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  const viewer = await context.newPage();
  await viewer.goto(url);
  await expect.poll(() => viewer.evaluate(() => document.querySelector('img')?.naturalWidth)).toBe(900);
  await viewer.close();

  // Delete asks first.
  await card(page, 'Client brief v2.pdf').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete File' });
  await expect(dialog).toContainText('Client brief v2.pdf');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Client brief v2.pdf')).toBeVisible();
  await card(page, 'Client brief v2.pdf').getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Client brief v2.pdf')).toHaveCount(0);
  await expect(countLine(page)).toHaveText('1 file');
});

test('takes files dropped on the page and shows the upload failure toast with the reason', async ({ page }) => {
  await signIn(page);
  await page.goto('/files');
  await expect(countLine(page)).toHaveText('1 file');

  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['dropped notes'], 'dropped-notes.txt', { type: 'text/plain' }));
    return transfer;
  });
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: dropped });
  await expect(page.getByText('Drop files to upload')).toBeVisible();
  await page.dispatchEvent('main', 'drop', { dataTransfer: dropped });
  await expect(page.getByText('Drop files to upload')).toBeHidden();
  await expect(card(page, 'dropped-notes.txt')).toContainText('text/plain');
  await expect(countLine(page)).toHaveText('2 files');

  // The server's reason (here its size cap) follows the spec's text.
  await page.route(isUpload, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 413,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'payload_too_large', message: 'The file is larger than 50 MB.' }),
        })
      : route.continue(),
  );
  await chooseFiles(page, [{ name: 'huge.mov', mimeType: 'video/quicktime', buffer: Buffer.alloc(1024) }]);
  await expect(page.getByText('Upload failed').first()).toBeVisible();
  await expect(
    page.getByText('There was a problem uploading your file "huge.mov": The file is larger than 50 MB.').first(),
  ).toBeVisible();
  await page.unroute(isUpload);
  await expect(countLine(page)).toHaveText('2 files');
});

test('looks right at 1280 and 375 px with several files', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/files');
  const colours = ['#f97316', '#22c55e', '#a855f7'];
  await chooseFiles(page, [
    ...(await Promise.all(
      colours.map(async (c, i) => ({
        name: `banner-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: await png(1200, 700, c),
      })),
    )),
    { name: 'brand-guidelines-2024-final-version-approved.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(countLine(page)).toHaveText('6 files');
  await expect(page.getByRole('region', { name: 'Uploads' })).toBeHidden();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('[role="listitem"] img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    // Nothing may stick out sideways at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`files-${width}.png`) });
  }
});
