import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { createSnippet, signedInForFile } from './helpers';

test.use({ storageState: signedInForFile('checks') });

/** A snippet with planted faults: an image without alt, a button without a name, grey on grey, a row too wide for a phone. */
const BROKEN = `<section class="p-6 bg-white">
  <h2 class="text-2xl font-bold text-slate-900">Our roastery</h2>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="120" height="80">
  <button class="rounded bg-slate-900 p-3 text-white"><svg width="16" height="16" viewBox="0 0 16 16"><path d="M2 8h12"/></svg></button>
  <p style="color:#9ca3af;background:#e5e7eb">Fresh beans every morning</p>
  <div style="display:flex;gap:8px"><span style="flex:none;width:520px">A very long row of navigation links</span></div>
</section>`;

async function openChecks(page: Page, snippetId: number) {
  await page.goto(`/snippets/${snippetId}/edit`);
  await page.getByRole('tab', { name: /^Checks/ }).click();
  return page.locator('#checks');
}

test('the Checks panel finds planted faults, names their elements and outlines one in the preview', async ({
  page,
}) => {
  const { id } = await createSnippet(page.request, { name: 'Broken section', prompt: 'a hero section for a bakery' });
  const saved = await page.request.put(`/api/snippets/${id}`, { data: { code: BROKEN } });
  expect(saved.status()).toBe(200);

  const axeLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/vendor/axe.js')) axeLoads.push(request.url());
  });
  const panel = await openChecks(page, id);
  await expect(panel.getByText('The checks have not run on this code yet.')).toBeVisible();
  // Nothing of axe loads before checks run.
  expect(axeLoads).toEqual([]);

  await panel.getByRole('button', { name: 'Run checks' }).click();
  const findings = panel.getByRole('list', { name: 'Findings' });
  await expect(findings).toBeVisible();
  expect(axeLoads).toHaveLength(1);
  await expect(findings.getByText('Images must have alternative text', { exact: true })).toBeVisible();
  await expect(findings.getByText('Buttons must have discernible text', { exact: true })).toBeVisible();
  await expect(findings.getByText(/Text contrast is [\d.]+:1 against #e5e7eb; it needs 4\.5:1/)).toBeVisible();
  await expect(findings.getByText(/At 375 px this element is \d+ px wider than the screen/)).toBeVisible();
  await expect(panel.getByText(/^\d+ serious findings?$/)).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Checks \(\d+\)/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '#checks');

  // The image's finding outlines it in the preview, whose tab comes forward.
  const imageFinding = findings.getByRole('listitem').filter({ hasText: 'Images must have alternative text' });
  await imageFinding.getByRole('button', { name: 'Show in preview' }).click();
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  const label = page.frameLocator('iframe[title="Preview of Broken section"]').locator('atelier-layer .hover-label');
  await expect(label).toHaveText('the image');
  if (process.env.CHECKS_SHOTS) await page.screenshot({ path: `${process.env.CHECKS_SHOTS}/preview-spotlight.png` });
  await page.getByRole('tab', { name: /^Checks/ }).click();
  if (process.env.CHECKS_SHOTS) await panel.screenshot({ path: `${process.env.CHECKS_SHOTS}/checks-panel.png` });
});

test('a clean snippet has no findings, and a failed load says what to do', async ({ page }) => {
  const { id } = await createSnippet(page.request, { name: 'Clean section', prompt: 'a hero section for a bakery' });
  await page.request.put(`/api/snippets/${id}`, {
    data: {
      code: '<section class="p-6"><h2 class="text-2xl font-bold text-slate-900">Fresh bread</h2><p class="text-slate-700">Baked at dawn.</p></section>',
    },
  });
  const panel = await openChecks(page, id);
  await panel.getByRole('button', { name: 'Run checks' }).click();
  await expect(
    panel.getByText(/^No findings: no accessibility, mobile, contrast or brand problem found/),
  ).toBeVisible();

  await page.route('**/vendor/axe.js*', (route) => route.abort());
  await page.reload();
  await page.getByRole('tab', { name: /^Checks/ }).click();
  await panel.getByRole('button', { name: 'Run checks' }).click();
  await expect(panel.getByRole('alert')).toContainText(
    'The checks could not run: The checks could not be loaded from the server.',
  );
  await expect(panel.getByRole('button', { name: 'Run again' })).toBeEnabled();
});

test('generate, see a finding, fix it in one click: the finding is gone and the fix is a saved version', async ({
  page,
}) => {
  const { id } = await createSnippet(page.request, { name: 'Team grid', prompt: 'a team section with three people' });
  // The generated section gains a card whose portrait has no alternative text.
  const generated = (await (await page.request.get(`/api/snippets/${id}`)).json()) as { code: string };
  const card =
    '<ul class="grid gap-4"><li class="p-4"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="96" height="96"><h3 class="font-semibold">Maria Lopez</h3></li></ul>';
  const broken = generated.code.includes('</section>')
    ? generated.code.replace(/<\/section>(?![\s\S]*<\/section>)/, `${card}</section>`)
    : `${generated.code}${card}`;
  expect((await page.request.put(`/api/snippets/${id}`, { data: { code: broken } })).status()).toBe(200);

  const panel = await openChecks(page, id);
  await panel.getByRole('button', { name: 'Run checks' }).click();
  const findings = panel.getByRole('list', { name: 'Findings' });
  const imageFinding = findings.getByRole('listitem').filter({ hasText: 'Images must have alternative text' });
  await expect(imageFinding).toHaveCount(1);
  await imageFinding.getByRole('button', { name: 'Fix' }).click();

  await expect(page.getByText('Fixed and saved').first()).toBeVisible();
  // The checks ran again on the saved code: the finding is gone.
  await expect(panel.getByText(/^No findings|serious finding/).first()).toBeVisible();
  await expect(findings.getByText('Images must have alternative text')).toHaveCount(0);
  // The save ran the checks again, and the header names what they found.
  await expect(page.locator('a[href="#checks"]').filter({ hasText: /serious finding/ })).toBeVisible();
  const versions = (await (await page.request.get(`/api/snippets/${id}/versions`)).json()) as { message: string }[];
  expect(versions[0]?.message).toBe('Checks: Gave the picture the text "Maria Lopez" from beside it');
  const saved = (await (await page.request.get(`/api/snippets/${id}`)).json()) as { code: string };
  expect(saved.code).toContain('alt="Maria Lopez"');
});
