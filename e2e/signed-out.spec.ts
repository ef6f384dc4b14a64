import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { createSnippet, outboxLink, signIn, STAFF } from './helpers';

const staffNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the sign-in form tabs e-mail, password, remember me, sign in, then Forgot Password?', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  const email = page.getByLabel('Email', { exact: true });
  await email.focus();
  const order = [
    page.getByLabel('Password', { exact: true }),
    page.getByRole('checkbox', { name: 'Remember me' }),
    page.getByRole('button', { name: 'Sign in' }),
    page.getByRole('link', { name: 'Forgot Password?' }),
  ];
  for (const next of order) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
  expect(await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])').count()).toBe(0);
});

test('register, forgot password and reset password show no staff navigation and pass axe', async ({ page }) => {
  for (const [path, heading] of [
    ['/register', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
    ['/reset-password?token=unknown', 'Choose a new password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(staffNavigation(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});

test('pages opened from an e-mail link and public pages show no staff navigation, even to staff', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Company email').fill(STAFF.email);
  await page.getByRole('button', { name: 'Get login link via email' }).click();
  await expect(page.getByRole('button', { name: 'Send another link' })).toBeVisible();
  const link = await outboxLink(page, STAFF.email, /email-link\?token=/);
  await page.goto(link);
  await expect(page.getByRole('button', { name: `Sign in as ${STAFF.email}` })).toBeVisible();
  await expect(staffNavigation(page)).toHaveCount(0);

  await signIn(page);
  await expect(staffNavigation(page)).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(staffNavigation(page)).toHaveCount(0);

  const { id } = await createSnippet(page.request, {
    name: 'Signed-out hero',
    prompt: 'A hero section with a headline and a button',
  });
  for (const path of [`/snippets/${id}`, `/snippet/${id}`, `/preview/${id}`]) {
    await page.goto(path);
    await expect(page.getByText('Signed-out hero').first()).toBeVisible();
    await expect(staffNavigation(page)).toHaveCount(0);
  }
});
