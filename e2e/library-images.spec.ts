import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createProject, signIn } from './helpers';

test('reference images can come from the file library', async ({ page }) => {
  await signIn(page);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  const upload = await page.request.post('/api/files', {
    multipart: { file: { name: 'library-sky.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.ok()).toBe(true);
  const { id } = await createProject(page.request, { name: 'Library pick' });

  await page.goto(`/projects/${id}`);
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'File library' });
  await dialog.getByRole('button', { name: /library-sky\.png/ }).click();
  await dialog.getByRole('button', { name: 'Use 1 selected' }).click();
  await expect(dialog).toBeHidden();
  const chosen = page.getByRole('list', { name: 'Chosen reference images' });
  await expect(chosen.getByRole('img', { name: 'library-sky.png' })).toBeVisible();
  await expect(chosen.getByText('Main')).toBeVisible();
});
