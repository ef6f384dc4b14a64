import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { signedInForFile } from './helpers';

test.use({ storageState: signedInForFile('notifications') });

test('staff choose how they hear about feedback from the account menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL('/settings/notifications');
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();

  const group = page.getByRole('group', { name: 'E-mails about new feedback' });
  await expect(group.getByRole('radio', { name: 'Instant' })).toBeChecked();
  await expect(page.getByLabel('Daily digest hour')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await group.getByRole('radio', { name: 'Daily digest' }).check();
  await page.getByLabel('Daily digest hour').selectOption('7');
  await page
    .getByRole('group', { name: 'Sign my replies to clients with' })
    .getByRole('radio', { name: 'My own name' })
    .check();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/settings/notifications') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your notification settings were saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await expect(page.getByLabel('Daily digest hour')).toHaveValue('7');
  await expect(page.getByRole('radio', { name: 'My own name' })).toBeChecked();

  for (const [width, name] of [
    [375, 'settings-375'],
    [1440, 'settings-1440'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
  }

  // Back to the default, for the specs that follow.
  await page.getByRole('radio', { name: 'Instant' }).check();
  await page.getByRole('radio', { name: 'The company name' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings were saved.', { exact: true })).toBeVisible();
});
