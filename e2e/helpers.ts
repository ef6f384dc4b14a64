import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CreateProjectInput } from '../shared/schemas/projects';
import { projectInput, STAFF } from '../server/test/factories';

export { STAFF };

/** A browser with nobody signed in: a storage state without cookies. */
export const SIGNED_OUT = { cookies: [], origins: [] };

/**
 * One sign-in for a whole spec file (sign-ins are rate limited): signs the staff member in once before
 * the file's tests and answers the saved storage state, for `test.use({ storageState })`.
 */
export function signedInForFile(name: string): string {
  const path = `test-results/.auth/${name}-staff.json`;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: SIGNED_OUT });
    await signIn(await context.newPage());
    await context.storageState({ path });
    await context.close();
  });
  return path;
}

export async function signIn(page: Page, opts: { email?: string; password?: string; remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(opts.email ?? STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(opts.password ?? STAFF.password);
  if (opts.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
}

let unique = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++unique}@example.com`;

/** The newest link the development outbox holds for one address (matching the given path). */
export async function outboxLink(page: Page, email: string, path: RegExp) {
  await page.goto('/dev/login-links');
  const href = await page
    .getByRole('listitem')
    .filter({ hasText: `to ${email}` })
    .getByRole('link', { name: path })
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** Registers through the form and confirms the address from the development outbox: signed in as them. */
export async function registerAndConfirm(page: Page, user: { username: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await page.goto(await outboxLink(page, user.email, /email-link\?token=/));
  await page.getByRole('button', { name: `Sign in as ${user.email}` }).click();
  await expect(page).toHaveURL('/');
}

/** A project made through the API, with the factories' design system unless told otherwise. */
export async function createProject(request: APIRequestContext, overrides: Partial<CreateProjectInput> = {}) {
  const res = await request.post('/api/projects', { data: projectInput(overrides) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; name: string };
}

/** A snippet generated through the API in a new project. */
export async function createSnippet(
  request: APIRequestContext,
  snippet: { name: string; prompt: string },
  project: Partial<CreateProjectInput> = {},
) {
  const { id: projectId } = await createProject(request, project);
  const res = await request.post(`/api/projects/${projectId}/snippets`, { data: snippet });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, projectId };
}

/**
 * On the public page: 'Pin to element', then wait until the page has scrolled to the hint above the
 * preview (smoothly), so that a click in the preview lands where the frame is and not where it was.
 */
export async function startPinning(page: Page) {
  // The frame's bridge must be listening, or the click would reach the snippet instead of picking.
  await expect(page.locator('iframe[title^="Preview of"][data-linked]')).toBeAttached();
  await page.getByRole('button', { name: 'Pin to element' }).click();
  const hint = page.getByText('Click the element in the preview that your feedback is about.');
  await expect(hint).toBeVisible();
  await expect
    .poll(() =>
      hint.evaluate((el) => {
        const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        return Math.abs(el.getBoundingClientRect().top) <= 1 || atBottom;
      }),
    )
    .toBe(true);
}

/** The editor with its Comments in view: on a wide screen (split view, the default) their tab is opened. */
export async function openEditorComments(page: Page, snippetId: number) {
  await page.goto(`/snippets/${snippetId}/edit`);
  await page.getByRole('tab', { name: /^Comments/ }).click();
}

/** Turns sharing on through the API, as staff, and answers the snippet's share link (its path). */
export async function shareLinkOf(request: APIRequestContext, snippetId: number) {
  const res = await request.post(`/api/snippets/${snippetId}/share`);
  expect(res.status(), await res.text()).toBe(200);
  const { shareToken } = (await res.json()) as { shareToken: string };
  return `/snippet/${snippetId}-${shareToken}`;
}
