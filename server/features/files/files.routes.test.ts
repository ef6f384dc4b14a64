import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { listTree, multipartBody, pngBytes } from '../../test/fixtures/files';
import { filesApiSuite } from '../../test/suites/files.suite';

filesApiSuite('local disk', async (env) => {
  const t = await createTestApp({ env });
  return {
    t,
    storedObjects: () => listTree(join(t.config.dataDir, 'uploads')),
    close: () => t.close(),
  };
});

describe('file URLs', () => {
  it('start with the origin the request was addressed to when APP_URL is not set', async () => {
    const t = await createTestApp({ env: { APP_URL: undefined } });
    try {
      const { cookie } = await t.signIn();
      const host = '127.0.0.1:3000';
      const body = multipartBody([
        { name: 'file', fileName: 'logo.png', contentType: 'image/png', data: await pngBytes() },
      ]);
      const created = await t.request({
        method: 'POST',
        url: '/api/files',
        cookie,
        payload: body.payload,
        headers: { ...body.headers, host },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().fileUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/uploads\/[\w-]+\/logo\.png$/);
      const listed = await t.request({ method: 'GET', url: '/api/files', cookie, headers: { host: 'localhost:3000' } });
      expect(listed.json().files[0].thumbnailUrl).toMatch(
        /^http:\/\/localhost:3000\/uploads\/[\w-]+\/thumbnail\.webp$/,
      );
    } finally {
      await t.close();
    }
  });
});
