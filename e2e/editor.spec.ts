import { expect, test, type Page } from '@playwright/test';
import { createSnippet as generateSnippet, SIGNED_OUT, signedInForFile, shareLinkOf } from './helpers';

/** One sign-in for the whole file (sign-ins are rate limited); every test starts signed in. */
const STAFF_STATE = signedInForFile('editor');
test.use({ storageState: STAFF_STATE });

const SIMPLE =
  '<section class="intro-block" id="intro">\n  <h1 class="title-x">Hello Atelier</h1>\n  <p class="lead-text">Welcome</p>\n</section>';

async function createSnippet(page: Page, code?: string) {
  const { id, projectId } = await generateSnippet(
    page.request,
    { name: 'Hero section', prompt: 'A hero section with a headline, a subtitle and two buttons' },
    { name: 'Editor Project' },
  );
  if (code !== undefined) {
    const saved = await page.request.put(`/api/snippets/${id}`, { data: { code, versionMessage: 'Start' } });
    expect(saved.ok()).toBe(true);
  }
  return { id, projectId };
}

const editor = (page: Page) => page.locator('.cm-content');
const frame = (page: Page) => page.frameLocator('iframe[title^="Preview of"]');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Replaces the editor's whole text as one input (no auto-closed tags). */
async function replaceCode(page: Page, code: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** Drags the mouse across the first occurrence of `text` in the editor, as a person selects it. */
async function selectInEditor(page: Page, text: string) {
  const box = await editor(page).evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const r = range.getBoundingClientRect();
      return { x: r.left, y: r.top + r.height / 2, width: r.width };
    }
    return null;
  }, text);
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x + 1, box!.y);
  await page.mouse.down();
  await page.mouse.move(box!.x + box!.width - 1, box!.y, { steps: 5 });
  await page.mouse.up();
}

const LAYOUT_BUTTONS = { tabs: 'Tab View', stacked: 'Stacked View' } as const;

/** Opens the editor in the layout a test is about (the first layout depends on the screen width). */
async function openEditor(page: Page, id: number, layout: 'tabs' | 'stacked' = 'stacked') {
  await page.goto(`/snippets/${id}/edit`);
  await expect(editor(page)).toBeVisible();
  const button = page.getByRole('button', { name: LAYOUT_BUTTONS[layout] });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('snippet editor', () => {
  test('shows the page with its controls and the tab layout by default', async ({ page }) => {
    const { id, projectId } = await createSnippet(page);
    // Below 1280 px the tab layout comes first (wider screens start in the split view).
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`/snippets/${id}/edit`);
    await expect(page.getByRole('link', { name: 'Back to Project' })).toHaveAttribute('href', `/projects/${projectId}`);
    await expect(page.getByLabel('Snippet name')).toHaveValue('Hero section');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Working On');
    for (const name of ['Version History', 'Copy Share Link', 'Save Changes', 'Prompt Code', 'Stacked View']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Tab View' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Stacked View' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByPlaceholder('Version message (optional)')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Code Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'false');
    await expect(editor(page)).toBeVisible();
    await expect(page.locator('iframe[title^="Preview of"]')).toBeHidden();
    await expect(page.getByTestId('editor-language')).toHaveText('HTML');

    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(frame(page).locator('section').first()).toBeVisible();
    await expect(editor(page)).toBeHidden();
  });

  test('an edit reaches the preview after the debounce, without reloading the frame', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id);
    await expect(frame(page).locator('h1')).toHaveText('Hello Atelier');
    const preview = page.frames().find((f) => f.url().includes('/frame.html'))!;
    await preview.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    await replaceCode(page, SIMPLE.replace('Hello Atelier', 'Edited heading'));
    await expect(frame(page).locator('h1')).toHaveText('Edited heading');
    expect(await preview.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    await replaceCode(page, '.card {\n  color: red;\n}');
    await expect(page.getByTestId('editor-language')).toHaveText('CSS');
    await replaceCode(page, "const items = document.querySelectorAll('.card');");
    await expect(page.getByTestId('editor-language')).toHaveText('JavaScript');
  });

  test('a script error shows under the preview', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id);
    await replaceCode(
      page,
      `${SIMPLE}\n<script>\n  document.querySelector('.title-x').textContent = 'Ran';\n  missingFunction();\n</script>`,
    );
    await expect(frame(page).locator('h1')).toHaveText('Ran');
    await expect(page.getByRole('alert').filter({ hasText: 'Script error' })).toContainText('missingFunction');
    await replaceCode(page, SIMPLE);
    await expect(frame(page).locator('h1')).toHaveText('Hello Atelier');
    await expect(page.getByRole('alert').filter({ hasText: 'Script error' })).toHaveCount(0);
  });

  test('scripts run once per version, with DOMContentLoaded listeners and Alpine', async ({ page }) => {
    const code = `<div x-data="{ n: 1 }"><button class="inc" @click="n++">Add</button><span class="count" x-text="n"></span></div>
<p class="ready">waiting</p>
<script>
  let runs = (window.runs || 0) + 1;
  window.runs = runs;
  document.addEventListener('DOMContentLoaded', () => { document.querySelector('.ready').textContent = 'loaded ' + runs; });
</script>`;
    const { id } = await createSnippet(page, code);
    await openEditor(page, id);
    await expect(frame(page).locator('.ready')).toHaveText('loaded 1');
    await frame(page).locator('.inc').click();
    await expect(frame(page).locator('.count')).toHaveText('2');
    // A new version of a snippet with scripts starts from a fresh page: `let runs` is declared once again.
    await replaceCode(page, code.replace('Add', 'Plus'));
    await expect(frame(page).locator('.inc')).toHaveText('Plus');
    await expect(frame(page).locator('.ready')).toHaveText('loaded 1');
    await expect(page.getByRole('alert').filter({ hasText: 'Script error' })).toHaveCount(0);
  });

  test('saves with and without a message, lists the versions and restores one', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id);

    await replaceCode(page, SIMPLE.replace('Hello Atelier', 'Version A'));
    await page.getByPlaceholder('Version message (optional)').fill('Bigger heading');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect(page.getByPlaceholder('Version message (optional)')).toHaveValue('');

    await replaceCode(page, SIMPLE.replace('Hello Atelier', 'Version B'));
    await page.keyboard.press('ControlOrMeta+s');
    await expect(toast(page, 'Changes saved')).toBeVisible();

    const saved = (await (await page.request.get(`/api/snippets/${id}`)).json()) as { code: string };
    expect(saved.code).toContain('Version B');

    await page.getByRole('button', { name: 'Version History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Version History' });
    const rows = dialog.getByRole('listitem');
    await expect(rows.filter({ hasText: 'Bigger heading' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Manual save' })).toHaveCount(1);
    await expect(rows.first()).toContainText('Latest');

    const older = rows.filter({ hasText: 'Bigger heading' });
    await older.getByRole('button', { name: /^Restore version/ }).click();
    await expect(toast(page, 'Version restored')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(editor(page)).toContainText('Version A');
    await expect(frame(page).locator('h1')).toHaveText('Version A');
    const restored = (await (await page.request.get(`/api/snippets/${id}`)).json()) as { code: string };
    expect(restored.code).toContain('Version A');
  });

  test('renames the snippet and refuses a name under 3 characters', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id, 'tabs');
    const name = page.getByLabel('Snippet name');
    await name.fill('ab');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Name must be at least 3 characters long', { exact: true }).first()).toBeVisible();
    await name.fill('Renamed hero');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Snippet name')).toHaveValue('Renamed hero');
  });

  test('sets the status', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id, 'tabs');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In Revision' }).click();
    await expect(toast(page, 'Status updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('In Revision');
  });

  test('switches layouts and preview widths', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id, 'tabs');
    await page.getByRole('button', { name: 'Stacked View' }).click();
    const iframe = page.locator('iframe[title^="Preview of"]');
    await expect(iframe).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    const editorBox = (await editor(page).boundingBox())!;
    const frameBox = (await iframe.boundingBox())!;
    expect(editorBox.y + editorBox.height).toBeLessThanOrEqual(frameBox.y);
    // as tall as the screen below the header, less the preview's frame (see e2e/preview-fit.spec.ts)
    expect(frameBox.height).toBe(page.viewportSize()!.height - 96);
    expect(frameBox.width).toBeGreaterThan(900);

    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect(page.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await iframe.boundingBox())!.width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Desktop' }).click();
    await expect.poll(async () => (await iframe.boundingBox())!.width).toBeGreaterThan(900);

    await page.getByRole('button', { name: 'Tab View' }).click();
    await expect(page.getByRole('tab', { name: 'Code Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(iframe).toBeHidden();
  });

  test('the inspector copies the class of the clicked element', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id);
    await expect(frame(page).locator('h1')).toHaveText('Hello Atelier');
    const inspector = page.getByRole('button', { name: 'Inspector' });
    await inspector.click();
    await expect(inspector).toHaveAttribute('aria-pressed', 'true');
    await frame(page).locator('h1').hover();
    await expect(frame(page).locator('[data-atelier="hover"]')).toBeVisible();
    await frame(page).locator('h1').click();
    await expect(toast(page, 'Element Inspected')).toBeVisible();
    await expect(toast(page, 'Class "title-x" copied to clipboard!')).toBeVisible();
    await expect(inspector).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('.title-x');
  });

  test('the inspector names the class when the clipboard refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id);
    await expect(frame(page).locator('h1')).toHaveText('Hello Atelier');
    await page.getByRole('button', { name: 'Inspector' }).click();
    await frame(page).locator('p.lead-text').hover();
    await expect(frame(page).locator('[data-atelier="hover"]')).toBeVisible();
    await frame(page).locator('p.lead-text').click();
    await expect(toast(page, 'Selected class: "lead-text"')).toBeVisible();

    await page.getByRole('button', { name: 'Copy Share Link' }).click();
    await expect(toast(page, 'Could not copy link to clipboard')).toBeVisible();
  });

  test('selecting a term in the editor highlights the matching elements', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id);
    await expect(frame(page).locator('h1')).toHaveText('Hello Atelier');
    await expect(frame(page).locator('[data-atelier="highlight"]')).toHaveCount(0);
    await selectInEditor(page, 'lead-text');
    await expect(page.getByText('Highlighting')).toContainText('lead-text');
    await expect(frame(page).locator('[data-atelier="highlight"]')).toHaveCount(1);
    // A tag name: the <section> element is outlined.
    await selectInEditor(page, 'section');
    await expect(page.getByText('Highlighting')).toContainText('section');
    await expect(frame(page).locator('[data-atelier="highlight"]')).toHaveCount(1);
    // Part of an id: the section's id is "intro".
    await selectInEditor(page, 'intro');
    await expect(frame(page).locator('[data-atelier="highlight"]')).toHaveCount(1);
    // A selection with spaces highlights nothing.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await expect(frame(page).locator('[data-atelier="highlight"]')).toHaveCount(0);
  });

  test('asks before unsaved changes are lost', async ({ page }) => {
    const { id, projectId } = await createSnippet(page, SIMPLE);
    await openEditor(page, id, 'tabs');
    await replaceCode(page, SIMPLE.replace('Hello', 'Unsaved'));

    await page.getByRole('link', { name: 'Back to Project' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/snippets/${id}/edit`);
    await expect(editor(page)).toContainText('Unsaved');

    let asked = false;
    page.once('dialog', async (dialog) => {
      asked = dialog.type() === 'beforeunload';
      await dialog.dismiss();
    });
    await page.evaluate(() => setTimeout(() => window.location.reload(), 0));
    await expect.poll(() => asked).toBe(true);
    await expect(editor(page)).toContainText('Unsaved');

    await page.getByRole('link', { name: 'Back to Project' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(`/projects/${projectId}`);
  });

  test('Prompt Code streams the new code into the editor and preview', async ({ page }) => {
    const { id } = await createSnippet(page);
    await openEditor(page, id);
    await page.getByRole('button', { name: 'Prompt Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prompt Code' });
    await dialog.getByRole('button', { name: 'Update Code' }).click();
    await expect(toast(page, 'Empty prompt')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Prompt').fill('Change the heading to "Prompted Heading"');
    await dialog.getByRole('button', { name: 'Update Code' }).click();
    await expect(toast(page, 'Code updated')).toBeVisible();
    // The editor draws only the lines in view: its search finds the new heading and scrolls to it.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+f');
    await page.getByRole('textbox', { name: 'Find' }).pressSequentially('Prompted Heading');
    await page.keyboard.press('Enter');
    await expect(editor(page)).toContainText('Prompted Heading');
    await expect(frame(page).locator('h1').first()).toContainText('Prompted Heading');
    const saved = (await (await page.request.get(`/api/snippets/${id}`)).json()) as { code: string };
    expect(saved.code).toContain('Prompted Heading');
  });

  test('Prompt Code keeps the typed prompt when the request fails, to send again', async ({ page }) => {
    const { id } = await createSnippet(page);
    await openEditor(page, id);
    await page.route(`**/api/snippets/${id}/prompt`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'ai_unavailable', message: 'The AI service is busy. Try again in a minute.' }),
      }),
    );
    const typed = 'Change the heading to "Second Try"';
    await page.getByRole('button', { name: 'Prompt Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prompt Code' });
    await dialog.getByLabel('Prompt').fill(typed);
    await dialog.getByRole('button', { name: 'Update Code' }).click();
    await expect(toast(page, 'Prompt failed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prompt Code' })).toBeEnabled();

    await page.getByRole('button', { name: 'Prompt Code' }).click();
    await expect(dialog.getByLabel('Prompt')).toHaveValue(typed);

    await page.unroute(`**/api/snippets/${id}/prompt`);
    await dialog.getByRole('button', { name: 'Update Code' }).click();
    await expect(toast(page, 'Code updated')).toBeVisible();
    await page.getByRole('button', { name: 'Prompt Code' }).click();
    await expect(dialog.getByLabel('Prompt')).toHaveValue('');
  });

  test('a failed save says so', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id, 'tabs');
    await page.route(`**/api/snippets/${id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await replaceCode(page, SIMPLE.replace('Hello', 'Never saved'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to save changes. Please try again.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Ready for Shopify' }).click();
    await expect(toast(page, 'Failed to update status')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Working On');

    await page.route(`**/api/snippets/${id}/versions`, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Version History' }).click();
    await expect(toast(page, 'Failed to fetch version history. Please try again.')).toBeVisible();
  });

  test('a failed restore says so', async ({ page }) => {
    const { id } = await createSnippet(page, SIMPLE);
    await openEditor(page, id, 'tabs');
    await page.route('**/api/snippets/versions/*/restore', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Version History' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Restore version/ })
      .first()
      .click();
    await expect(toast(page, 'Failed to restore version. Please try again.')).toBeVisible();
  });

  test('reports a missing snippet and an invalid id', async ({ page }) => {
    await page.goto('/snippets/999999/edit');
    await expect(page.getByText('Snippet not found')).toBeVisible();
    await expect(
      page.getByText("The snippet you're looking for doesn't exist or you don't have access to it."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    await page.goto('/snippets/abc/edit');
    await expect(page.getByText('Invalid snippet ID provided')).toBeVisible();
  });
});

test.describe('full preview page', () => {
  test('works signed out, with the status, both widths and Close', async ({ browser }) => {
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const staffPage = await staff.newPage();
    const { id } = await createSnippet(staffPage, SIMPLE);
    await staffPage.request.put(`/api/snippets/${id}`, { data: { status: 'ready_for_shopify' } });
    const link = await shareLinkOf(staffPage.request, id);
    await staff.close();

    // The visitor opened the share link once: its grant opens /preview by number.
    const visitor = await browser.newContext({ storageState: SIGNED_OUT });
    const page = await visitor.newPage();
    expect((await page.request.get(link)).ok()).toBe(true);
    await page.goto(`/preview/${id}`);
    await expect(page.getByRole('heading', { name: 'Hero section' })).toBeVisible();
    await expect(page.getByText('Ready for Shopify')).toBeVisible();
    const iframe = page.locator('iframe[title^="Preview of"]');
    await expect(page.frameLocator('iframe[title^="Preview of"]').locator('h1')).toHaveText('Hello Atelier');
    expect((await iframe.boundingBox())!.width).toBeGreaterThan(900);
    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect.poll(async () => (await iframe.boundingBox())!.width).toBeLessThanOrEqual(375);
    await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();

    await page.goto('/preview/999999');
    await expect(page.getByText('Snippet Not Found')).toBeVisible();
    await visitor.close();
  });
});

test.describe('code splitting', () => {
  const EDITOR_MARKERS = ['cm-editor', 'cm-gutters'];

  async function loadedScripts(page: Page, url: string, ready: () => Promise<void>) {
    const bodies: string[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().includes('/assets/')) {
        pending.push(response.text().then((t) => void bodies.push(t)));
      }
    });
    await page.goto(url);
    await ready();
    await Promise.all(pending);
    return bodies;
  }

  test('the public pages load no CodeMirror; the editor page does', async ({ page, browser }) => {
    const { id } = await createSnippet(page, SIMPLE);
    const editorScripts = await loadedScripts(page, `/snippets/${id}/edit`, () => expect(editor(page)).toBeVisible());
    expect(editorScripts.some((body) => EDITOR_MARKERS.every((m) => body.includes(m)))).toBe(true);

    const visitor = await browser.newContext({ storageState: SIGNED_OUT });
    expect((await visitor.request.get(await shareLinkOf(page.request, id))).ok()).toBe(true);
    for (const url of [`/snippets/${id}`, `/preview/${id}`]) {
      const publicPage = await visitor.newPage();
      const scripts = await loadedScripts(publicPage, url, () => publicPage.waitForLoadState('networkidle'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const body of scripts) for (const marker of EDITOR_MARKERS) expect(body).not.toContain(marker);
      await publicPage.close();
    }
    await visitor.close();
  });
});

test.describe('preview frame bridge', () => {
  const CHANNEL = '0123456789abcdef0123456789abcdef';

  /** A bare frame on an app page, driven the way the Preview component drives it. */
  async function openFrame(page: Page) {
    await page.goto('/preview/0');
    await page.evaluate((channel) => {
      const w = window as unknown as {
        frameMessages: Record<string, unknown>[];
        toFrame: (m: object, c?: string) => void;
      };
      const iframe = document.createElement('iframe');
      iframe.setAttribute('sandbox', 'allow-scripts');
      iframe.src = `/frame.html#channel=${channel}`;
      iframe.style.cssText = 'width:800px;height:600px;border:0';
      document.body.append(iframe);
      w.frameMessages = [];
      window.addEventListener('message', (e) => {
        if (e.source === iframe.contentWindow) w.frameMessages.push(e.data as Record<string, unknown>);
      });
      w.toFrame = (message, c = channel) => iframe.contentWindow!.postMessage({ atelierToFrame: c, ...message }, '*');
    }, CHANNEL);
    await waitForMessage(page, { type: 'ready' });
  }

  const send = (page: Page, message: object, channel?: string) =>
    page.evaluate(
      ([m, c]) =>
        (window as unknown as { toFrame: (m: object, c?: string) => void }).toFrame(
          m as object,
          c as string | undefined,
        ),
      [message, channel] as const,
    );

  async function waitForMessage(page: Page, match: Record<string, unknown>) {
    const handle = await page.waitForFunction(
      (wanted) =>
        (window as unknown as { frameMessages: Record<string, unknown>[] }).frameMessages.find((m) =>
          Object.entries(wanted).every(([k, v]) => JSON.stringify(m[k]) === JSON.stringify(v)),
        ),
      match,
    );
    return (await handle.jsonValue()) as Record<string, unknown>;
  }

  test('applies the design system, reports picked selectors and places pins', async ({ page }) => {
    await openFrame(page);
    const frame = page.frameLocator('iframe');
    await send(page, {
      type: 'render',
      seq: 1,
      code: '<main><h2 id="title" class="text-primary">Title</h2><p class="x">A</p><p class="x">B</p></main>',
      design: {
        primaryColor: '#ff0000',
        accentColor: '#00ff00',
        fontFamily: 'Open Sans',
        borderRadius: '4px',
        boxShadow: 'none',
        isDarkMode: true,
      },
    });
    await waitForMessage(page, { type: 'rendered', seq: 1 });
    await expect(frame.locator('html')).toHaveClass(/\bdark\b/);
    const preview = page.frames().find((f) => f.url().includes('/frame.html'))!;
    const styles = await preview.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        primary: root.getPropertyValue('--color-primary').trim(),
        font: root.getPropertyValue('--font-family').trim(),
        title: getComputedStyle(document.getElementById('title')!).color,
      };
    });
    expect(styles).toEqual({ primary: '#ff0000', font: '"Open Sans"', title: 'rgb(255, 0, 0)' });

    await send(page, { type: 'mode', mode: 'pick' });
    await frame.locator('p').nth(1).click();
    const picked = await waitForMessage(page, { type: 'pick' });
    expect(picked.selector).toBe('body > main > p:nth-of-type(2)');
    expect(picked.description).toBe('the text "B"');
    expect(await preview.evaluate((s) => document.querySelector(s)?.textContent, picked.selector as string)).toBe('B');
    await send(page, { type: 'mode', mode: 'none' });

    await send(page, {
      type: 'pins',
      pins: [
        { id: '1', label: '1', selector: '#title' },
        { id: '2', label: '2', selector: '.removed-element' },
      ],
    });
    const state = await waitForMessage(page, { type: 'pins-state' });
    expect(state.missing).toEqual(['2']);
    await expect(frame.locator('[data-atelier="pin"]')).toHaveCount(2);
    await expect(frame.locator('[data-atelier="pin"][data-state="changed"]')).toHaveText('2');
    await frame.locator('[data-atelier="pin"][data-pin-id="1"]').click();
    await waitForMessage(page, { type: 'pin-click', id: '1' });

    // A message on another channel is not obeyed.
    await send(page, { type: 'render', seq: 2, code: '<p>forged</p>', design: null }, 'f'.repeat(32));
    await send(page, { type: 'render', seq: 3, code: '<p>real</p>', design: null });
    await waitForMessage(page, { type: 'rendered', seq: 3 });
    expect(
      await page.evaluate(() =>
        (window as unknown as { frameMessages: { seq?: number }[] }).frameMessages.some((m) => m.seq === 2),
      ),
    ).toBe(false);
    await expect(frame.locator('p')).toHaveText('real');
  });
});
