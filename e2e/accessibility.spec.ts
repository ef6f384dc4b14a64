import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { createSnippet, signIn, shareLinkOf } from './helpers';

/**
 * axe-core on every staff page and the client's pages, in the states people
 * use them in; serious and critical violations fail.
 */
test('dashboard, mobile menu, project, editor (tab, stacked and split), files, public page with the drawer open and preview pass axe', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page);
  const { id, projectId } = await createSnippet(page.request, {
    name: 'Accessible pricing',
    prompt: 'Pricing with three tiers and a monthly/yearly toggle',
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The mobile menu, open at phone width.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  if (desktop) await page.setViewportSize(desktop);

  await page.goto(`/projects/${projectId}`);
  await expect(page.getByText('Accessible pricing').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/snippets/${id}/edit`);
  await page.getByRole('button', { name: 'Tab View' }).click();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Stacked View' }).click();
  await expect(page.getByRole('button', { name: 'Stacked View' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The split view: the preview beside the code, then the comments tab.
  await page.getByRole('button', { name: 'Split View' }).click();
  await expect(page.getByRole('separator', { name: 'Resize code and preview' })).toBeVisible();
  await expect(page.frameLocator('iframe[title^="Preview of"]').locator('body')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: /^Comments/ }).click();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/files');
  await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const client = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pub = await client.newPage();
  await pub.goto(await shareLinkOf(page.request, id));
  await expect(pub.getByRole('heading', { name: 'Accessible pricing' })).toBeVisible();
  await expectNoSeriousA11yViolations(pub);
  await pub.getByRole('button', { name: '0 Comments' }).click();
  await expect(pub.getByRole('dialog', { name: 'Comments' })).toBeVisible();
  await expectNoSeriousA11yViolations(pub);

  await pub.goto(`/preview/${id}`);
  await expect(pub.locator('iframe[title^="Preview of"]')).toBeVisible();
  await expectNoSeriousA11yViolations(pub);
  await client.close();
});
