import { expect, test, type Page } from '@playwright/test';
import { createSnippet, signedInForFile } from './helpers';

/**
 * A snippet is untrusted code. In the preview it must get nothing of the
 * signed-in user: not the session, not the app's cookies or storage, not the
 * API, not the page around it. It writes what it got into its own DOM.
 */
const PROBE = `<pre id="probe">running</pre>
<script>
  (async () => {
    const out = {};
    const attempt = async (key, read) => {
      try { out[key] = 'got:' + String(await read()); } catch (e) { out[key] = 'blocked:' + e.name; }
    };
    await attempt('origin', () => self.origin);
    await attempt('cookie', () => document.cookie);
    await attempt('localStorage', () => localStorage.getItem('app-secret'));
    await attempt('sessionStorage', () => sessionStorage.getItem('app-secret'));
    await attempt('parentDocument', () => parent.document.title);
    await attempt('parentCookie', () => parent.document.cookie);
    await attempt('topLocation', () => top.location.href);
    await attempt('fetch', async () => {
      const res = await fetch('/api/projects', { credentials: 'include' });
      return res.status + ' ' + (await res.text()).slice(0, 200);
    });
    await attempt('xhr', () => new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', '/api/auth/status');
      xhr.withCredentials = true;
      xhr.onload = () => resolve(xhr.status + ' ' + xhr.responseText);
      xhr.onerror = () => reject(new TypeError('network'));
      xhr.send();
    }));
    document.getElementById('probe').textContent = JSON.stringify(out);
  })();
</script>`;

async function snippetWith(page: Page, code: string) {
  const { id } = await createSnippet(
    page.request,
    { name: 'Probe', prompt: 'A simple hero section with a heading' },
    { name: 'Security Project' },
  );
  const saved = await page.request.put(`/api/snippets/${id}`, { data: { code } });
  expect(saved.ok()).toBe(true);
  return id;
}

/** One sign-in for the whole file (sign-ins are rate limited). */
const STAFF_STATE = signedInForFile('security');
test.use({ storageState: STAFF_STATE });

test.describe('the preview sandbox', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // Something worth stealing in the app's origin, readable by the app's own scripts.
    await page.evaluate(() => {
      document.cookie = 'app-secret=cookie-secret-value; path=/';
      localStorage.setItem('app-secret', 'storage-secret-value');
      sessionStorage.setItem('app-secret', 'session-secret-value');
    });
  });

  test('a snippet gets nothing of the signed-in user', async ({ page }) => {
    const id = await snippetWith(page, PROBE);
    // The same call from the app itself works: the session is real.
    expect((await page.request.get('/api/projects')).status()).toBe(200);

    await page.goto(`/snippets/${id}/edit`);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const iframe = page.locator('iframe[title^="Preview of"]');
    const sandbox = (await iframe.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(/\s+/).sort()).toEqual(['allow-forms', 'allow-modals', 'allow-popups', 'allow-scripts']);

    const probe = page.frameLocator('iframe[title^="Preview of"]').locator('#probe');
    await expect(probe).not.toHaveText('running');
    const result = JSON.parse((await probe.textContent()) ?? '{}') as Record<string, string>;

    expect(result.origin).toBe('got:null');
    expect(result.cookie).toBe('blocked:SecurityError');
    expect(result.localStorage).toBe('blocked:SecurityError');
    expect(result.sessionStorage).toBe('blocked:SecurityError');
    expect(result.parentDocument).toBe('blocked:SecurityError');
    expect(result.parentCookie).toBe('blocked:SecurityError');
    expect(result.topLocation).toBe('blocked:SecurityError');
    expect(result.fetch).toBe('blocked:TypeError');
    expect(result.xhr).toBe('blocked:TypeError');
    const everything = JSON.stringify(result);
    for (const secret of [
      'cookie-secret-value',
      'storage-secret-value',
      'session-secret-value',
      'atelier_sid',
      'staff@example.com',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  test('the frame refuses connections even where the sandbox alone would allow them', async ({ page }) => {
    // connect-src 'none' in the frame's policy: no request to any address, not only the API.
    const response = await page.request.get('/frame.html');
    expect(response.headers()['content-security-policy']).toContain("connect-src 'none'");
    const id = await snippetWith(
      page,
      `<p id="beacon">waiting</p><script>
      document.getElementById('beacon').textContent = String(navigator.sendBeacon('/api/logout', '{}'));
    </script>`,
    );
    let loggedOut = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/logout')) loggedOut = true;
    });
    await page.goto(`/preview/${id}`);
    await expect(page.frameLocator('iframe[title^="Preview of"]').locator('#beacon')).not.toHaveText('waiting');
    expect(loggedOut).toBe(false);
    expect((await page.request.get('/api/projects')).status()).toBe(200);
  });

  test('messages a snippet forges are ignored by the editor', async ({ page }) => {
    // The snippet knows its channel id (it runs in the frame) and posts an inspector result unasked.
    const id = await snippetWith(
      page,
      `<h1 class="forged">Forger</h1><script>
      const channel = new URLSearchParams(location.hash.slice(1)).get('channel');
      setInterval(() => parent.postMessage({ atelierFromFrame: channel, type: 'inspect', className: 'forged' }, '*'), 100);
    </script>`,
    );
    await page.goto(`/snippets/${id}/edit`);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.frameLocator('iframe[title^="Preview of"]').locator('h1')).toHaveText('Forger');
    await page.waitForTimeout(1000);
    await expect(page.getByText('Element Inspected')).toHaveCount(0);
  });
});
