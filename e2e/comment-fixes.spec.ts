import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { createSnippet, openEditorComments, signIn, shareLinkOf } from './helpers';

/**
 * 'Approve & Fix' with the built-in editor says what it did: a comment applied
 * whole is approved ('Implemented' for the client); one applied in part or not
 * at all stays pending, and its toast opens Prompt Code with what is left.
 */

const ORANGE = 'Make the button orange';
const CAROUSEL = 'Turn the hero into a carousel with five slides';

const CASES = [
  {
    result: 'applied',
    comment: ORANGE,
    title: 'Comment applied',
    lines: [
      'Applied: Changed the button colour to orange (#ffa500).',
      'The code was updated and saved as a new version.',
    ],
    state: 'Approved',
    versions: 2,
    prompt: null,
  },
  {
    result: 'partial',
    comment: `${ORANGE}. ${CAROUSEL}`,
    title: 'Comment partly applied',
    lines: [
      'Applied: Changed the button colour to orange (#ffa500).',
      `Not applied: “${CAROUSEL}”: not understood.`,
      'The applied part was saved as a new version. The comment stays pending.',
    ],
    state: 'Pending Approval',
    versions: 2,
    // Only the part not applied goes to Prompt Code.
    prompt: CAROUSEL,
  },
  {
    result: 'not-applied',
    comment: CAROUSEL,
    title: 'Comment not applied',
    lines: [`“${CAROUSEL}”: not understood.`, 'Nothing was changed. The comment stays pending.'],
    state: 'Pending Approval',
    versions: 1,
    prompt: CAROUSEL,
  },
] as const;

/** The toast on screen with this title (Radix also copies its text into a hidden announcement). */
const toastTitled = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

for (const c of CASES) {
  test(`Approve & Fix, ${c.result}: the toast, the comment's state, the versions and the client's drawer say so`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const { id } = await createSnippet(
      page.request,
      { name: 'Bakery hero', prompt: 'A hero section for a bakery with a heading "Fresh every morning"' },
      { name: `Fix ${c.result}` },
    );
    const posted = await page.request.post(`/api/snippets/${id}/comments`, {
      data: { authorName: 'Clara', content: c.comment },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    await openEditorComments(page, id);
    const row = page.locator('#comments').getByRole('listitem').filter({ hasText: 'Clara' });
    await expect(row.getByText('Pending Approval')).toBeVisible();
    await row.getByRole('button', { name: 'Approve & Fix' }).click();

    const toast = toastTitled(page, c.title);
    await expect(toast).toBeVisible({ timeout: 15_000 });
    for (const line of c.lines) await expect(toast).toContainText(line);

    if (c.result === 'partial') await expectNoSeriousA11yViolations(page, '[role="region"]');

    // The comment's state in the staff list, and the actions of a pending one.
    await expect(row.getByText(c.state, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approve & Fix' })).toHaveCount(c.state === 'Approved' ? 0 : 1);

    if (c.prompt === null) {
      await expect(toast.getByRole('button', { name: 'Open Prompt Code' })).toHaveCount(0);
    } else {
      await toast.getByRole('button', { name: 'Open Prompt Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Prompt Code' });
      await expect(dialog).toBeVisible();
      const prompt = dialog.getByRole('textbox', { name: 'Prompt' });
      await expect(prompt).toHaveValue(c.prompt);
      await expect(prompt).toBeFocused();
      await expect(toast).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // One version for the snippet, one more when something was applied.
    await page.getByRole('button', { name: 'Version History' }).click();
    const history = page.getByRole('dialog', { name: 'Version History' });
    await expect(history.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(c.versions);
    if (c.result !== 'not-applied') {
      await expect(
        history.getByText(c.result === 'applied' ? /^Applied comment #\d+/ : /^Applied part of comment #\d+/),
      ).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // The client sees 'Implemented' only for a comment applied whole.
    const client = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pub = await client.newPage();
    await pub.goto(await shareLinkOf(page.request, id));
    await pub.getByRole('button', { name: '1 Comment' }).click();
    const drawer = pub.getByRole('dialog', { name: 'Comments' });
    await expect(drawer.getByText(c.comment)).toBeVisible();
    await expect(drawer.getByText('Implemented')).toHaveCount(c.result === 'applied' ? 1 : 0);
    await client.close();
  });
}
