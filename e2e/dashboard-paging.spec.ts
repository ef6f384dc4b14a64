import { expect, test, type Page } from '@playwright/test';
import { PROJECTS_PAGE_SIZE } from '../shared/constants';
import type { ProjectListItem, ProjectPage } from '../shared/schemas/projects';
import { createProject, signIn } from './helpers';

/** Every project, in the dashboard's order, read through the API page by page. */
async function allProjects(page: Page) {
  const all: ProjectListItem[] = [];
  let cursor: string | null = null;
  do {
    const res = await page.request.get('/api/projects', { params: { limit: 200, ...(cursor ? { cursor } : {}) } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as ProjectPage;
    all.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return all;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('loads more projects as the dashboard scrolls, keeping only the rows near the viewport in the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const run = Date.now().toString(36);
  for (let i = 0; i < PROJECTS_PAGE_SIZE + 12; i++) {
    await createProject(page.request, { name: `Paged ${run} ${String(i).padStart(3, '0')}` });
  }
  const projects = await allProjects(page);
  expect(projects.length).toBeGreaterThan(PROJECTS_PAGE_SIZE);
  const oldest = projects.at(-1)!;

  // the next page fails once: the list says so and offers to try again
  let failOnce = true;
  await page.route(/\/api\/projects\?.*cursor=/, async (route) => {
    if (!failOnce) return route.continue();
    failOnce = false;
    await route.fulfill({ status: 500, json: { error: 'internal', message: 'Something went wrong' } });
  });

  await page.goto('/');
  await expect(card(page, projects[0]!.name)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const failure = page.getByRole('alert').filter({ hasText: 'More projects could not be loaded.' });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();

  // scrolling down brings the rest, down to the oldest project (other tests' projects may share its name:
  // the card is the last one of the list)
  const last = cards(page).and(page.locator(`[aria-posinset="${projects.length}"]`));
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(last).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(last).toContainText(oldest.name);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(last).toHaveAttribute('aria-setsize', String(projects.length));
  // the page holds only the rows near the viewport, not a card per project
  const rendered = await cards(page).count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(projects.length);
  await expect(card(page, projects[0]!.name)).toHaveCount(0);
});

test('the keyboard reaches every card, its link and then its delete button, past the rendered rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const run = Date.now().toString(36);
  for (let i = 0; i < 24; i++) await createProject(page.request, { name: `Keys ${run} ${String(i).padStart(2, '0')}` });
  const projects = (await allProjects(page)).slice(0, 24);

  await page.goto('/');
  await expect(card(page, projects[0]!.name)).toBeVisible();
  // more cards than the first rows hold: later ones come into the page as focus moves down
  expect(await cards(page).count()).toBeLessThan(24);
  await card(page, projects[0]!.name).getByRole('link').focus();
  for (const [i, project] of projects.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: project.name, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Delete project ${project.name}`, exact: true })).toBeFocused();
  }
});
