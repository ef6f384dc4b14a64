import { expect, test } from '@playwright/test';
import { PASSWORD_CLEARED_MESSAGE } from '../shared/schemas/auth';
import { outboxLink, registerAndConfirm, signIn, STAFF, uniqueEmail } from './helpers';

test('signs in with e-mail and password, sees the shell, logs out', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
  await expect(page.getByText('Enter your credentials to access your admin account')).toBeVisible();
  await expect(page.getByText('By signing in, you agree to our terms of service and privacy policy.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Files' })).not.toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('My Account')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: STAFF.username })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/files');
  await expect(page.getByText('Session expired. Redirecting to login page...')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 5000 });
});

test('shows the spec messages for bad input and a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }).first(),
  ).toBeVisible();
  await expect(page.getByText('Login failed').first()).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('Remember me keeps the cookie for 30 days; without it the cookie ends with the browser', async ({
  page,
  context,
}) => {
  await signIn(page);
  let cookie = (await context.cookies()).find((c) => c.name === 'atelier_sid');
  expect(cookie?.expires).toBe(-1);
  expect(cookie?.httpOnly).toBe(true);

  await context.clearCookies();
  await signIn(page, { remember: true });
  cookie = (await context.cookies()).find((c) => c.name === 'atelier_sid');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
});

test('the guard sends a visitor to /login; unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/projects/1');
  await expect(page.getByText('Session expired. Redirecting to login page...')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/Developer hint/)).toBeVisible();
});

test('the login-link error codes show their toasts', async ({ page }) => {
  await page.goto('/login?error=invalid-token');
  await expect(page.getByText('Login link expired').first()).toBeVisible();
  await expect(
    page.getByText('Your login link has expired or is invalid. Please request a new one.').first(),
  ).toBeVisible();
  await page.goto('/login?error=user-not-found');
  await expect(page.getByText("We couldn't find an account with that email address.").first()).toBeVisible();
});

test('signs in through a login link from the development outbox', async ({ page, context }) => {
  await page.goto('/login');
  const linkEmail = page.getByLabel('Company email');
  await linkEmail.fill('someone@gmail.com');
  await page.getByRole('button', { name: 'Get login link via email' }).click();
  await expect(page.getByText('Only @example.com email addresses are allowed')).toBeVisible();

  await linkEmail.fill(STAFF.email);
  await page.getByRole('button', { name: 'Get login link via email' }).click();
  await expect(page.getByText("We've sent a login link to your email address.").first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send another link' })).toBeVisible();

  const [outbox] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'View login links for development' }).click(),
  ]);
  await outbox.waitForLoadState();
  const href = await outbox
    .getByRole('link', { name: /email-link\?token=/ })
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  await outbox.close();

  // Opening the link signs nobody in: its page asks, and only the button does.
  await page.goto(href!);
  const button = page.getByRole('button', { name: `Sign in as ${STAFF.email}` });
  await expect(button).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'atelier_sid')).toBeUndefined();
  await button.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();

  await context.clearCookies();
  await page.goto(href!);
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Login link expired').first()).toBeVisible();
});

test('registers, confirms the address from the e-mailed link, and is signed in', async ({ page, context }) => {
  const email = uniqueEmail('new');
  await page.goto('/register');
  await page.getByLabel('Username').fill('Nora');
  await page.getByLabel('Email').fill('nora@other.org');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Only @example.com email addresses are allowed')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View login links for development' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'atelier_sid')).toBeUndefined();

  // Until the link is followed, the password does not sign in.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Confirm your e-mail address first: we have sent you a link.' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');

  const href = await outboxLink(page, email, /email-link\?token=/);
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Nora' })).toBeVisible();

  // The link worked once; the password now signs in.
  await context.clearCookies();
  await page.goto(href);
  await expect(page).toHaveURL('/login');
  await signIn(page, { email, password: 'secret123' });
});

test('a confirmation link opened in another browser signs in but keeps no password chosen elsewhere', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('other-browser');
  await page.goto('/register');
  await page.getByLabel('Username').fill('Olga');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible();
  const href = await outboxLink(page, email, /email-link\?token=/);

  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(href);
  await phone.getByRole('button', { name: `Sign in as ${email}` }).click();
  await expect(phone).toHaveURL('/');
  await expect(phone.getByRole('region', { name: /Notifications/ }).getByText(PASSWORD_CLEARED_MESSAGE)).toBeVisible();
  await other.close();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.').first()).toBeVisible();
});

test('resets a forgotten password through the e-mailed link', async ({ page, browser }) => {
  const email = uniqueEmail('forgot');
  await registerAndConfirm(page, { username: 'Fay', email, password: 'oldpass1' });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/forgot-password');
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByRole('button', { name: 'Send reset link' }).click();
  await expect(otherPage.getByText(/a reset link is on its way/)).toBeVisible();
  await otherPage.goto(await outboxLink(otherPage, email, /reset-password\?token=/));
  await otherPage.getByLabel('New password', { exact: true }).fill('newpass1');
  await otherPage.getByLabel('Confirm password', { exact: true }).fill('newpass1');
  await otherPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(otherPage).toHaveURL('/');
  await other.close();

  // The first browser's session was ended by the reset.
  await page.reload();
  await expect(page).toHaveURL('/login', { timeout: 5000 });
  await signIn(page, { email, password: 'newpass1' });
});
