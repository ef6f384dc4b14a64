import { expect, test, type Page } from '@playwright/test';
import { SNIPPETS_PAGE_SIZE } from '../shared/constants';
import { createProject, signIn } from './helpers';

const cards = (page: Page) => page.getByRole('list', { name: 'Snippets' }).getByRole('listitem');

/** A project with `count` snippets named `<prefix> 00`, `<prefix> 01` … (the last one made is the newest). */
async function projectWithSnippets(page: Page, prefix: string, count: number) {
  const project = await createProject(page.request, { name: `Paging ${prefix}` });
  for (let i = 0; i < count; i++) {
    const res = await page.request.post(`/api/projects/${project.id}/snippets`, {
      data: { name: `${prefix} ${String(i).padStart(2, '0')}`, prompt: 'A simple footer with three links' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return project;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('loads more snippets as the project page scrolls, keeping only the rows near the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const run = Date.now().toString(36);
  const total = SNIPPETS_PAGE_SIZE + 6;
  const project = await projectWithSnippets(page, `Card ${run}`, total);

  // the next page fails once: the list says so and offers to try again
  let failOnce = true;
  await page.route(/\/api\/projects\/\d+\/snippets\?.*cursor=/, async (route) => {
    if (!failOnce) return route.continue();
    failOnce = false;
    await route.fulfill({ status: 500, json: { error: 'internal', message: 'Something went wrong' } });
  });

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('article', { name: `Card ${run} ${total - 1}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Snippets' }).locator('..')).toContainText(String(total));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const failure = page.getByRole('alert').filter({ hasText: 'More snippets could not be loaded.' });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();

  const last = cards(page).and(page.locator(`[aria-posinset="${total}"]`));
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(last).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(last.getByRole('article', { name: `Card ${run} 00` })).toBeVisible();
  await expect(last).toHaveAttribute('aria-setsize', String(total));
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // only the rows near the viewport are in the page
  const rendered = await cards(page).count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(total);
  await expect(page.getByRole('article', { name: `Card ${run} ${total - 1}` })).toHaveCount(0);
});

test('searches and sorts a project’s snippets on the server, and says when nothing matches', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const run = Date.now().toString(36);
  const project = await createProject(page.request, { name: `Sorting ${run}` });
  for (const name of ['Banner', 'apple Hero', 'Contact Hero']) {
    const res = await page.request.post(`/api/projects/${project.id}/snippets`, {
      data: { name, prompt: 'A hero section with a headline' },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/projects/${project.id}`);
  const names = () => page.getByRole('list', { name: 'Snippets' }).getByRole('heading', { level: 3 }).allTextContents();
  await expect.poll(names).toEqual(['Contact Hero', 'apple Hero', 'Banner']);

  await page.getByLabel('Sort by').click();
  await page.getByRole('option', { name: 'Name (A to Z)' }).click();
  await expect.poll(names).toEqual(['apple Hero', 'Banner', 'Contact Hero']);

  const search = page.getByLabel('Search snippets');
  await search.fill('hero');
  await expect.poll(names).toEqual(['apple Hero', 'Contact Hero']);
  await expect(page.getByRole('heading', { name: 'Snippets' }).locator('..')).toContainText('2');

  await search.fill('nothing like it');
  await expect(page.getByText('No matching snippets found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect.poll(names).toEqual(['apple Hero', 'Banner', 'Contact Hero']);
});
