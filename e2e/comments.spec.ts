import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createSnippet, signIn, startPinning, shareLinkOf } from './helpers';

/** The snippet a client gives feedback on. */
async function createBakeryHero(request: APIRequestContext) {
  const snippet = { name: 'Bakery hero', prompt: 'A hero section for a bakery with a heading "Fresh every morning"' };
  return (await createSnippet(request, snippet, { name: 'Feedback Bakery' })).id;
}

test('a client gives pinned feedback with an image; staff see it live and close the loop', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page);
  const id = await createBakeryHero(page.request);

  await page.goto(`/snippets/${id}/edit`);
  // The tab layout, with the Comments section below the editor.
  await page.getByRole('button', { name: 'Tab View' }).click();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(page.getByText('Client feedback and suggested changes')).toBeVisible();
  await expect(page.getByText('No comments yet.')).toBeVisible();

  const client = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pub = await client.newPage();
  await pub.goto(await shareLinkOf(page.request, id));
  await expect(pub.getByRole('heading', { name: 'Bakery hero' })).toBeVisible();
  await expect(pub.getByText('Share your feedback on this snippet')).toBeVisible();
  await expect(pub.getByRole('link', { name: 'Open Full Preview' })).toHaveAttribute('href', `/preview/${id}`);
  await expect(pub.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // The drawer opens from the count button and closes on the dark backdrop beside it.
  await pub.getByRole('button', { name: '0 Comments' }).click();
  const drawer = pub.getByRole('dialog', { name: 'Comments' });
  await expect(drawer).toBeVisible();
  // Outside clicks count from the task after it opened: click until it is gone (empty margin behind it).
  await expect(async () => {
    await pub.mouse.click(20, 300);
    await expect(drawer).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  // Empty fields: the toast, nothing sent.
  await pub.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(pub.getByText('Please enter your name and comment').first()).toBeVisible();

  // A comment with an image and a pin on the heading.
  await pub.getByLabel('Your Name').fill('Clara');
  await pub.getByLabel('Your Feedback').fill('Change the heading to "Baked with love"');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ea580c' } })
    .png()
    .toBuffer();
  await pub
    .getByLabel('Reference Image (optional)')
    .setInputFiles({ name: 'ref.png', mimeType: 'image/png', buffer: png });
  await expect(pub.getByRole('img', { name: 'Selected reference' })).toBeVisible();
  // The hint above the preview moves the frame down and the page scrolls to it: click once both are done.
  await startPinning(pub);
  await pub.frameLocator('iframe[title="Preview of Bakery hero"]').locator('h1, h2').first().click();
  await expect(pub.getByText(/Pinned to/)).toBeVisible();
  await pub.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(pub.getByLabel('Your Name')).toHaveValue('');
  // the notices' code loads with the first notice, and says the feedback was sent
  await expect(pub.getByText('Your feedback has been sent.', { exact: true })).toBeVisible();
  await expect(pub.getByRole('img', { name: 'Selected reference' })).toHaveCount(0);
  const publicFrame = pub.frameLocator('iframe[title="Preview of Bakery hero"]');
  await expect(publicFrame.locator('[data-atelier="pin"]')).toHaveCount(1);
  await expect(publicFrame.locator('[data-atelier="pin"]')).toHaveText('1');
  await pub.getByRole('button', { name: '1 Comment' }).click();
  await expect(drawer.getByText('Clara')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Open the reference image from Clara/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close comments' }).click();

  // Two more, for the other actions.
  for (const [name, text] of [
    ['Dan', 'Please double-check the spacing.'],
    ['Eve', 'Not needed after all.'],
  ] as const) {
    await pub.getByLabel('Your Name').fill(name);
    await pub.getByLabel('Your Feedback').fill(text);
    await pub.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(pub.getByLabel('Your Name')).toHaveValue('');
  }

  // Staff see them live, without a reload.
  const comments = page.locator('#comments');
  await expect(comments.getByText('Clara')).toBeVisible({ timeout: 5000 });
  await expect(comments.getByText('Dan')).toBeVisible();
  await expect(comments.getByText('(Client)').first()).toBeVisible();
  await expect(comments.getByText('Pending Approval')).toHaveCount(3);
  // The pinned comment's marker shows on the element in the staff preview too.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.frameLocator('iframe[title="Preview of Bakery hero"]').locator('[data-atelier="pin"]')).toHaveCount(
    1,
  );
  await page.getByRole('tab', { name: 'Code Editor' }).click();

  // By the author at the start of the row (a pin's words, such as 'every', may hold a name too).
  const row = (name: string) => comments.getByRole('listitem').filter({ hasText: new RegExp(`^${name} \\(Client\\)`) });
  // A live refetch may re-render the list under the pointer: act until the state shows.
  await expect(async () => {
    await row('Dan').getByRole('button', { name: 'Manually Approve' }).click({ timeout: 2000 });
    await expect(row('Dan').getByText('Approved')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    await row('Eve').getByRole('button', { name: 'Dismiss' }).click({ timeout: 2000 });
    await expect(row('Eve').getByText('Resolved')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await row('Clara').getByRole('button', { name: 'Approve & Fix' }).click();
  await expect(row('Clara').getByText('Approved')).toBeVisible({ timeout: 15_000 });
  await expect(row('Clara').getByRole('button', { name: 'Approve & Fix' })).toHaveCount(0);

  // The client's page shows 'Implemented' and the new code.
  await pub.getByRole('button', { name: '3 Comments' }).click();
  await expect(drawer.getByText('Implemented')).toHaveCount(2);
  await expect(pub.frameLocator('iframe[title="Preview of Bakery hero"]').getByText('Baked with love')).toBeVisible({
    timeout: 10_000,
  });
  await client.close();
});

test('a missing snippet says so and fetches nothing for id 0', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/snippets/')) requests.push(r.url());
  });
  await page.goto('/snippet/not-a-number');
  await expect(page.getByText("The snippet you're looking for doesn't exist or has been removed.")).toBeVisible();
  expect(requests).toEqual([]);
  await page.goto('/snippets/987654');
  await expect(page.getByRole('heading', { name: 'Snippet Not Found' })).toBeVisible();
});

test('the drawer closes itself at mobile width', async ({ page }) => {
  await signIn(page);
  const id = await createBakeryHero(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/snippets/${id}`);
  await page.getByRole('button', { name: /Comments?$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Comments' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('dialog', { name: 'Comments' })).toBeHidden();
});
