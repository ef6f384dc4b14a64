import { expect, test, type Page } from '@playwright/test';
import { CSS_TOO_LARGE_MESSAGE } from '../shared/constants';
import { BORDER_RADIUS_MESSAGE, BOX_SHADOW_MESSAGE, colorMessage } from '../shared/schemas/projects';
import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './helpers';

const PASTED_CSS = `:root { --brand: #e11d48; --accent: #0ea5e9; }
body { font-family: "Lexend", system-ui, sans-serif; color: #1f2937; background: #ffffff; }
.btn, .btn-primary { background-color: var(--brand); color: #fff; border-radius: 10px; }
.btn-accent { background-color: var(--accent); border-radius: 10px; }
a { color: var(--accent); }
.card { border-radius: 16px; box-shadow: 0 6px 18px rgba(15, 23, 42, 0.12); }`;

let counter = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const projectCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('listitem').filter({ hasText: name });

async function createProject(page: Page, name: string) {
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByLabel('Project Name').fill(name);
  await dialog.getByLabel('Styling Reference').fill('Calm, editorial, generous white space');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Project created')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('creates a project through the dialog, with validation, and shows its card', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await expect(dialog.getByRole('tab', { name: 'Styling Options' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Advanced Options' })).toBeVisible();
  // the SPEC defaults
  await expect(dialog.getByLabel('Primary Color', { exact: true })).toHaveValue('#1e293b');
  await expect(dialog.getByLabel('Accent Color', { exact: true })).toHaveValue('#3b82f6');
  await expect(dialog.getByLabel('Font Family')).toHaveValue('Inter');
  await expect(dialog.getByLabel('Border Radius')).toHaveValue('0.5rem');
  await expect(dialog.getByRole('switch', { name: 'Dark Mode' })).toHaveAttribute('aria-checked', 'false');

  await dialog.getByLabel('Project Name').fill('ab');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Project name must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Styling reference must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByLabel('Project Name')).toBeFocused();

  // an error in the other tab brings that tab forward
  const name = uniqueName('Harbor Coffee');
  await dialog.getByLabel('Project Name').fill(name);
  await dialog.getByLabel('Styling Reference').fill('Warm, friendly, rounded');
  await dialog.getByRole('tab', { name: 'Advanced Options' }).click();
  await dialog.getByLabel('Source URL').fill('not a url');
  await dialog.getByRole('tab', { name: 'Styling Options' }).click();
  await dialog.getByLabel('Font Family').fill('');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Font family is required')).toBeVisible();
  await dialog.getByLabel('Font Family').fill('Poppins');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByRole('tab', { name: 'Advanced Options' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
  await dialog.getByLabel('Source URL').fill('https://harbor.example/');

  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Project created')).toBeVisible();

  const card = projectCard(page, name);
  await expect(card).toBeVisible();
  await expect(card.getByText('Warm, friendly, rounded')).toBeVisible();
  await expect(card.getByText('#1e293b')).toBeVisible();
  await expect(card.getByText('#3b82f6')).toBeVisible();
  await expect(card.getByText('Poppins')).toBeVisible();
  await expect(card.getByText('0 snippets')).toBeVisible();
  await expect(card.getByText(/^Last updated/)).toBeVisible();
  await expect(card.getByText('Custom CSS')).toHaveCount(0);

  // the form starts afresh after a success
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create New Project' }).getByLabel('Project Name')).toHaveValue('');
});

test('the styling fields refuse what is not CSS as soon as they are left, and the colour picker follows the text', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await expect(dialog.getByLabel('Primary Color picker')).toHaveValue('#1e293b');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  const name = uniqueName('Banana Stand');
  await dialog.getByLabel('Project Name').fill(name);
  await dialog.getByLabel('Styling Reference').fill('Sunny and bold');
  const primary = dialog.getByLabel('Primary Color', { exact: true });
  await primary.fill('banana');
  await dialog.getByLabel('Border Radius').fill('round');
  await expect(dialog.getByText(colorMessage('Primary color'))).toBeVisible();
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Box Shadow').fill('banana');
  await dialog.getByLabel('Font Family').focus();
  await expect(dialog.getByText(BORDER_RADIUS_MESSAGE)).toBeVisible();
  await expect(dialog.getByText(BOX_SHADOW_MESSAGE)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(primary).toBeFocused();
  await expect(dialog).toBeVisible();

  // the picker writes a hex code into the text field; a typed name or rgb() moves the picker
  await dialog.getByLabel('Primary Color picker').fill('#ff8800');
  await expect(primary).toHaveValue('#ff8800');
  await expect(dialog.getByText(colorMessage('Primary color'))).toHaveCount(0);
  await dialog.getByLabel('Accent Color', { exact: true }).fill('navy');
  await expect(dialog.getByLabel('Accent Color picker')).toHaveValue('#000080');
  await dialog.getByLabel('Accent Color', { exact: true }).fill('rgb(255 0 0)');
  await expect(dialog.getByLabel('Accent Color picker')).toHaveValue('#ff0000');
  await dialog.getByLabel('Border Radius').fill('12px');
  await dialog.getByLabel('Box Shadow').fill('none');
  await expect(dialog.getByText(BORDER_RADIUS_MESSAGE)).toHaveCount(0);
  await expect(dialog.getByText(BOX_SHADOW_MESSAGE)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeHidden();
  const card = projectCard(page, name);
  await expect(card.getByText('#ff8800')).toBeVisible();
  await expect(card.getByText('rgb(255 0 0)')).toBeVisible();
});

test('refuses CSS over the analysis limit in the browser, without asking the server', async ({ page }) => {
  const analyzeRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analyze-css')) analyzeRequests.push(r.url());
  });
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByRole('tab', { name: 'Advanced Options' }).click();
  const css = dialog.getByLabel('CSS Content');
  // a paste is one input event (typing 2 MB through the keyboard API would take minutes)
  await css.evaluate((el: HTMLTextAreaElement, value) => {
    el.focus();
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, '.x{color:#123456}\n'.repeat(120_000));
  await expect(dialog.getByText(CSS_TOO_LARGE_MESSAGE)).toBeVisible();
  await expect(css).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Analyze with AI' }).click();
  await expect(toast(page, 'Analysis Failed')).toBeVisible({ timeout: 2000 });
  // under the field and in the toast
  await expect(page.getByText(CSS_TOO_LARGE_MESSAGE)).toHaveCount(2);
  expect(analyzeRequests).toEqual([]);

  await css.fill(PASTED_CSS);
  await expect(dialog.getByText(CSS_TOO_LARGE_MESSAGE)).toHaveCount(0);
});

test('fills the form from pasted CSS and from a website', async ({ page, baseURL }) => {
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByRole('tab', { name: 'Advanced Options' }).click();
  const analyzeCss = dialog.getByRole('button', { name: 'Analyze with AI' });
  await expect(analyzeCss).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Analyze Website' })).toHaveCount(0);
  const css = dialog.getByLabel('CSS Content');
  expect(await css.evaluate((el) => parseFloat(getComputedStyle(el).minHeight))).toBe(200);

  await css.fill('.broken { color: red;');
  await analyzeCss.click();
  await expect(toast(page, 'Analysis Failed')).toBeVisible();
  await expect(page.getByText(/Failed to analyze CSS content\. Please try again\..*line 1/).first()).toBeVisible();

  await css.fill(PASTED_CSS);
  await analyzeCss.click();
  await expect(toast(page, 'Analysis Complete')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Styling Options' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Primary Color', { exact: true })).toHaveValue('#e11d48');
  await expect(dialog.getByLabel('Accent Color', { exact: true })).toHaveValue('#0ea5e9');
  await expect(dialog.getByLabel('Font Family')).toHaveValue('Lexend');
  await expect(dialog.getByLabel('Border Radius')).toHaveValue('10px');
  await expect(dialog.getByLabel('Box Shadow')).toHaveValue('0 6px 18px rgba(15, 23, 42, 0.12)');
  await expect(dialog.getByLabel('Styling Reference')).toHaveValue(
    /Colors: primary #e11d48.*accent #0ea5e9.*Font: Lexend\./,
  );

  // the app's own page stands in for a client's website (private fetches are allowed in this test server)
  await dialog.getByRole('tab', { name: 'Advanced Options' }).click();
  await dialog.getByLabel('Source URL').fill(`${baseURL}/login`);
  await dialog.getByRole('button', { name: 'Analyze Website' }).click();
  await expect(toast(page, 'Website Analysis Complete')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel('Project Name')).toHaveValue('localhost Design System');
  await dialog.getByRole('tab', { name: 'Advanced Options' }).click();
  await expect(dialog.getByLabel('CSS Content')).toHaveValue(/^\{\n {2}"colorSystem": \{/);

  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeHidden();
  const card = projectCard(page, 'localhost Design System');
  await expect(card.getByText('Custom CSS')).toBeVisible();
});

test('opens a project, edits its styling, and deletes it from the dashboard', async ({ page }) => {
  const name = uniqueName('Northwind');
  await createProject(page, name);

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Calm, editorial, generous white space')).toBeVisible();
  await expect(page.getByText('#1e293b')).toBeVisible();
  await expect(page.getByText('Inter', { exact: true })).toBeVisible();
  await expect(page.getByText('0.5rem')).toBeVisible();
  await expect(page.getByText('Light', { exact: true })).toBeVisible();
  await expect(page.getByText('Custom CSS')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Styling' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Styling' });
  await expect(dialog.getByLabel('Project Name')).toHaveValue(name);
  await dialog.getByLabel('Primary Color', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Primary color is required')).toBeVisible();
  await dialog.getByLabel('Primary Color', { exact: true }).fill('#123456');
  await dialog.getByLabel('Border Radius').fill('12px');
  await dialog.getByRole('switch', { name: 'Dark Mode' }).click();
  await dialog.getByRole('tab', { name: 'Advanced Options' }).click();
  await dialog.getByLabel('CSS Content').fill('.hero { color: #123456; }');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Project updated')).toBeVisible();
  await expect(page.getByText('#123456')).toBeVisible();
  await expect(page.getByText('12px')).toBeVisible();
  await expect(page.getByText('Dark', { exact: true })).toBeVisible();
  await expect(page.getByText('Custom CSS')).toBeVisible();

  await page.reload();
  await expect(page.getByText('#123456')).toBeVisible();

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL('/');
  const card = projectCard(page, name);
  await expect(card.getByText('#123456')).toBeVisible();
  await expect(card.getByText('Custom CSS')).toBeVisible();

  await card.getByRole('button', { name: `Delete project ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Project' });
  await expect(confirm).toContainText('cannot be undone');
  await expect(confirm).toContainText('All snippets in this project will be deleted too.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete project ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete Project' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project deleted')).toBeVisible();
  await expect(toast(page, `${name} has been deleted successfully`)).toBeVisible();
  await expect(projectCard(page, name)).toHaveCount(0);
  await expect(page).toHaveURL('/');
});

test("a failure toast carries the server's reason under the spec's text", async ({ page }) => {
  const name = uniqueName('Vanishing');
  await createProject(page, name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const id = page.url().split('/').pop();
  await page.getByRole('button', { name: 'Edit Styling' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Styling' });
  await dialog.getByLabel('Border Radius').fill('4px');
  // a colleague deletes the project meanwhile
  expect((await page.request.delete(`/api/projects/${id}`)).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // the open dialog hides the rest of the page from the accessibility tree, so the toast is found by its element
  const failure = page.locator('li', { hasText: 'Failed to update project. Please try again.' });
  await expect(failure).toContainText('Error');
  await expect(failure).toContainText('Project not found');
});

test('explains a missing project and a malformed address', async ({ page }) => {
  await page.goto('/projects/987654');
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await expect(page.getByText("doesn't exist or you don't have access to it")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/projects/abc');
  await expect(page.getByRole('heading', { name: 'Invalid project ID provided' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
});
