import { expect, type Page } from '@playwright/test';

export const STAFF = { email: 'staff@example.com', password: 'secret123', username: 'Sam' };

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
