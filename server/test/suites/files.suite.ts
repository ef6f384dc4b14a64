import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileDto, FileListDto } from '@shared/schemas/files';
import { files } from '../../db/schema';
import type { TestApp } from '../harness';
import { htmlText, mp4Bytes, multipartBody, pdfBytes, pngBytes, svgText } from '../fixtures/files';

export interface FilesFixture {
  t: TestApp;
  /** Every object the app's storage holds (keys, or paths under a local root). */
  storedObjects(): Promise<string[]>;
  close(): Promise<void>;
}

const MB = 1024 * 1024;
const SANDBOX_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The API and the public file URLs, run against one storage adapter. */
export function filesApiSuite(label: string, open: (env: Record<string, string>) => Promise<FilesFixture>) {
  describe(`files on ${label}`, () => {
    let f: FilesFixture;
    let t: TestApp;
    let cookie: string;

    beforeAll(async () => {
      f = await open({});
      t = f.t;
      ({ cookie } = await t.signIn());
    });
    afterAll(() => f?.close());

    const upload = (fileName: string | undefined, contentType: string, data: Buffer | string, field = 'file') => {
      const body = multipartBody([{ name: field, fileName, contentType, data }]);
      return t.request({ method: 'POST', url: '/api/files', cookie, payload: body.payload, headers: body.headers });
    };
    const uploadOk = async (fileName: string, contentType: string, data: Buffer | string): Promise<FileDto> => {
      const res = await upload(fileName, contentType, data);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    /** The path of an absolute file URL, for inject. */
    const pathOf = (url: string) => {
      expect(url.startsWith('http://localhost:3000/uploads/')).toBe(true);
      return url.slice('http://localhost:3000'.length);
    };
    const list = async (query = ''): Promise<FileListDto> => {
      const res = await t.request({ method: 'GET', url: `/api/files${query}`, cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('answers 401 to every file call when signed out', async () => {
      for (const [method, url] of [
        ['GET', '/api/files'],
        ['POST', '/api/files'],
        ['PATCH', '/api/files/1'],
        ['DELETE', '/api/files/1'],
      ] as const) {
        const res = await t.request({ method, url, payload: method === 'PATCH' ? { fileName: 'x' } : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
      expect(await f.storedObjects()).toEqual([]);
    });

    it('uploads an image, records the sniffed type, makes a thumbnail and serves both publicly', async () => {
      const png = await pngBytes(800, 600);
      const file = await uploadOk('Hero Banner.png', 'image/png', png);
      expect(file).toEqual({
        id: expect.any(Number),
        fileName: 'Hero Banner.png',
        fileSize: png.length,
        fileType: 'image/png',
        kind: 'image',
        fileUrl: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/[A-Za-z0-9_-]{24,}\/Hero%20Banner\.png$/),
        thumbnailUrl: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/[A-Za-z0-9_-]{24,}\/thumbnail\.webp$/),
        createdAt: expect.any(String),
      });
      expect(Math.abs(Date.parse(file.createdAt) - Date.now())).toBeLessThan(60_000);

      // No session cookie: snippets and shop pages load these URLs.
      const res = await t.request({ method: 'GET', url: pathOf(file.fileUrl) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(png.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{24,}"$/);
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="Hero Banner.png"; filename*=UTF-8''Hero%20Banner.png`,
      );
      expect(res.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expect(res.rawPayload.equals(png)).toBe(true);

      const cached = await t.request({
        method: 'GET',
        url: pathOf(file.fileUrl),
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);

      const head = await t.request({ method: 'HEAD', url: pathOf(file.fileUrl) });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(png.length));
      expect(head.headers['content-type']).toBe('image/png');
      expect(head.rawPayload.length).toBe(0);

      const thumb = await t.request({ method: 'GET', url: pathOf(file.thumbnailUrl!) });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(thumb.headers['content-security-policy']).toBe(SANDBOX_CSP);
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(400);
      expect(meta.height).toBe(300);
    });

    it('serves a PDF as an attachment under the sandbox, with its type and no thumbnail', async () => {
      const pdf = pdfBytes();
      const file = await uploadOk('brief.pdf', 'application/pdf', pdf);
      expect(file).toMatchObject({
        fileType: 'application/pdf',
        kind: 'pdf',
        thumbnailUrl: null,
        fileSize: pdf.length,
      });
      const res = await t.request({ method: 'GET', url: pathOf(file.fileUrl) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="brief\.pdf"/);
      expect(res.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    });

    it('serves a video with byte ranges', async () => {
      const mp4 = mp4Bytes();
      const file = await uploadOk('clip.mp4', 'video/mp4', mp4);
      expect(file).toMatchObject({ fileType: 'video/mp4', kind: 'video', thumbnailUrl: null });
      const url = pathOf(file.fileUrl);
      const size = mp4.length;
      const get = (range?: string, extra: Record<string, string> = {}) =>
        t.request({ method: 'GET', url, headers: { ...(range ? { range } : {}), ...extra } });

      const first = await get('bytes=0-99');
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-type']).toBe('video/mp4');
      expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
      expect(first.headers['content-length']).toBe('100');
      expect(first.headers['accept-ranges']).toBe('bytes');
      expect(first.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);

      const open = await get(`bytes=${size - 50}-`);
      expect(open.statusCode).toBe(206);
      expect(open.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
      expect(open.rawPayload.equals(mp4.subarray(size - 50))).toBe(true);

      const suffix = await get('bytes=-10');
      expect(suffix.statusCode).toBe(206);
      expect(suffix.rawPayload.equals(mp4.subarray(size - 10))).toBe(true);

      const past = await get(`bytes=1000-${size + 5000}`);
      expect(past.statusCode).toBe(206);
      expect(past.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
      expect(past.rawPayload.equals(mp4.subarray(1000))).toBe(true);

      const outside = await get(`bytes=${size}-`);
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${size}`);
      expect(outside.headers['cache-control']).toBe('no-store');

      for (const ignored of ['bytes=abc', 'bytes=0-1,5-6', 'items=0-5', 'bytes=9-3']) {
        const whole = await get(ignored);
        expect(whole.statusCode, ignored).toBe(200);
        expect(whole.rawPayload.length).toBe(size);
      }

      const staleIfRange = await get('bytes=0-9', { 'if-range': '"some-other-etag"' });
      expect(staleIfRange.statusCode).toBe(200);
      const freshIfRange = await get('bytes=0-9', { 'if-range': String(first.headers.etag) });
      expect(freshIfRange.statusCode).toBe(206);
    });

    it('serves SVG inline and HTML or XML as attachments, all under a sandbox CSP', async () => {
      const svg = await uploadOk('logo.svg', 'image/svg+xml', svgText());
      expect(svg).toMatchObject({ fileType: 'image/svg+xml', kind: 'image', thumbnailUrl: null });
      const svgRes = await t.request({ method: 'GET', url: pathOf(svg.fileUrl) });
      expect(svgRes.headers['content-type']).toBe('image/svg+xml');
      expect(svgRes.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expect(svgRes.headers['content-disposition']).toMatch(/^inline;/);
      expect(svgRes.headers['x-content-type-options']).toBe('nosniff');

      const html = await uploadOk('page.html', 'text/html', htmlText());
      expect(html.fileType).toBe('text/html');
      const htmlRes = await t.request({ method: 'GET', url: pathOf(html.fileUrl) });
      expect(htmlRes.headers['content-type']).toBe('text/html');
      expect(htmlRes.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expect(htmlRes.headers['content-disposition']).toBe(
        `attachment; filename="page.html"; filename*=UTF-8''page.html`,
      );

      const xml = await uploadOk('feed.xml', 'application/xml', '<?xml version="1.0"?><feed></feed>');
      expect(xml.fileType).toBe('application/xml');
      const xmlRes = await t.request({ method: 'GET', url: pathOf(xml.fileUrl) });
      expect(xmlRes.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expect(xmlRes.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('never lets an upload run as a script or a page of the app, whatever its type', async () => {
      const cases: Array<[string, string, string, string]> = [
        // name, declared type, bytes, type it is sent with
        ['app.js', 'text/javascript', 'fetch("/api/projects")', 'text/plain; charset=utf-8'],
        ['mod.mjs', 'application/javascript', 'export default 1', 'text/plain; charset=utf-8'],
        ['legacy.js', 'application/x-javascript', 'alert(1)', 'text/plain; charset=utf-8'],
        ['data.json', 'application/json', '{"a":1}', 'application/json'],
        ['site.css', 'text/css', 'body{color:red}', 'text/css'],
        ['notes.txt', 'text/plain', 'hello', 'text/plain'],
      ];
      for (const [name, declared, data, sent] of cases) {
        const file = await uploadOk(name, declared, data);
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await t.request({ method, url: pathOf(file.fileUrl) });
          expect(res.statusCode, name).toBe(200);
          expect(res.headers['content-type'], name).toBe(sent);
          expect(res.headers['content-security-policy'], name).toBe(SANDBOX_CSP);
          expect(res.headers['x-content-type-options'], name).toBe('nosniff');
          expect(res.headers['content-disposition'], name).toMatch(/^attachment;/);
        }
      }
      const mp4 = await uploadOk('clip.mp4', 'video/mp4', mp4Bytes(2000));
      const clip = await t.request({ method: 'GET', url: pathOf(mp4.fileUrl), headers: { range: 'bytes=0-9' } });
      expect(clip.statusCode).toBe(206);
      expect(clip.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expect(clip.headers['content-disposition']).toMatch(/^attachment;/);
      const missing = await t.request({ method: 'GET', url: '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA/x.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-security-policy']).toBe(SANDBOX_CSP);
    });

    it('records the type the bytes have, not the one the upload claims', async () => {
      const png = await pngBytes(40, 40);
      const disguisedImage = await uploadOk('photo.pdf', 'application/pdf', png);
      expect(disguisedImage).toMatchObject({ fileType: 'image/png', kind: 'image' });

      const disguisedPage = await uploadOk('cat.png', 'image/png', htmlText());
      expect(disguisedPage).toMatchObject({ fileType: 'text/html', kind: 'other', thumbnailUrl: null });
      const res = await t.request({ method: 'GET', url: pathOf(disguisedPage.fileUrl) });
      expect(res.headers['content-type']).toBe('text/html');
      expect(res.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);

      const binary = await uploadOk('notes.txt', 'text/plain', Buffer.from([0, 1, 2, 3, 250, 251, 0, 9]));
      expect(binary.fileType).toBe('application/octet-stream');
    });

    it('keeps a corrupt image, without a thumbnail', async () => {
      const png = await pngBytes(40, 40);
      const corrupt = Buffer.concat([png.subarray(0, 64), Buffer.alloc(2000, 7)]);
      const file = await uploadOk('broken.png', 'image/png', corrupt);
      expect(file).toMatchObject({
        fileType: 'image/png',
        kind: 'image',
        thumbnailUrl: null,
        fileSize: corrupt.length,
      });
      const res = await t.request({ method: 'GET', url: pathOf(file.fileUrl) });
      expect(res.rawPayload.equals(corrupt)).toBe(true);
    });

    it('stores hostile file names safely under generated keys', async () => {
      const before = await f.storedObjects();
      const traversal = await uploadOk('../../etc/passwd', 'text/plain', 'root:x:0:0');
      expect(traversal.fileName).toBe('passwd');
      const windows = await uploadOk('..\\..\\boot.ini', 'text/plain', 'x');
      expect(windows.fileName).toBe('boot.ini');
      const control = await uploadOk('in\u0001voice\u202Egnp.exe', 'text/plain', 'x');
      expect(control.fileName).toBe('invoicegnp.exe');
      const dots = await uploadOk('..', 'text/plain', 'x');
      expect(dots.fileName).toBe('file');
      const long = await uploadOk(`${'a'.repeat(10 * 1024)}.txt`, 'text/plain', 'x');
      expect([...long.fileName].length).toBe(255);
      expect(long.fileName.endsWith('aaa.txt')).toBe(true);
      const longServed = await t.request({ method: 'GET', url: pathOf(long.fileUrl) });
      expect(longServed.statusCode).toBe(200);
      expect(longServed.body).toBe('x');
      expect(longServed.headers['content-disposition']).toContain(`filename*=UTF-8''${long.fileName}`);
      expect(long.fileUrl).toMatch(/\/a+\.txt$/);
      const unicode = await uploadOk('Café menu – été.txt', 'text/plain', 'x');
      expect(unicode.fileName).toBe('Café menu – été.txt');
      const served = await t.request({ method: 'GET', url: pathOf(unicode.fileUrl) });
      expect(served.headers['content-disposition']).toBe(
        `attachment; filename="Caf_ menu _ _t_.txt"; filename*=UTF-8''Caf%C3%A9%20menu%20%E2%80%93%20%C3%A9t%C3%A9.txt`,
      );
      const quoted = await uploadOk('say "hi"; x=1.txt', 'text/plain', 'x');
      const quotedRes = await t.request({ method: 'GET', url: pathOf(quoted.fileUrl) });
      expect(quotedRes.headers['content-disposition']).toMatch(
        /^attachment; filename="[^"\\]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/,
      );

      const added = (await f.storedObjects()).filter((key) => !before.includes(key));
      expect(added.length).toBeGreaterThanOrEqual(7);
      for (const key of added)
        expect(key).toMatch(/^(?:\.meta\/)?files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}(?:\.json)?$/);
    });

    it('searches names through the trigram index rather than reading every file', async () => {
      const plan = await t.database.db.transaction(async (tx) => {
        // On a small table a scan is cheaper; forbidding it shows whether the index can answer.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const result = await tx.execute(sql`EXPLAIN SELECT id FROM files WHERE file_name ILIKE '%report%'`);
        return (result as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row).join(' '))
          .join('\n');
      });
      expect(plan).toContain('files_name_trgm_idx');
    });

    it('lists newest first in pages, with totals and a case-insensitive search that takes % and _ literally', async () => {
      const names = ['Report_Q1.txt', 'report-q2.txt', '100% done.txt', 'REPORT final.txt', 'other.txt'];
      for (const name of names) await uploadOk(name, 'text/plain', name);
      const all = await list();
      expect(all.total).toBe(all.matching);
      expect(all.total).toBeGreaterThanOrEqual(names.length);
      expect(all.files.slice(0, 5).map((x) => x.fileName)).toEqual([...names].reverse());

      const report = await list('?q=rEpOrT');
      expect(report.files.map((x) => x.fileName).sort()).toEqual([
        'REPORT final.txt',
        'Report_Q1.txt',
        'report-q2.txt',
      ]);
      expect(report).toMatchObject({ total: all.total, matching: 3, nextCursor: null });

      expect((await list('?q=100%25')).files.map((x) => x.fileName)).toEqual(['100% done.txt']);
      expect((await list('?q=%25%20d')).files.map((x) => x.fileName)).toEqual(['100% done.txt']);
      expect((await list('?q=t_Q')).files.map((x) => x.fileName)).toEqual(['Report_Q1.txt']);
      expect((await list('?q=_')).files.map((x) => x.fileName)).toEqual(['Report_Q1.txt']);
      expect((await list('?q=nothing-like-this')).matching).toBe(0);

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: FileListDto = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.files.length).toBeLessThanOrEqual(2);
        // Only the first page is counted.
        expect(page.total).toBe(cursor ? null : all.total);
        seen.push(...page.files.map((x) => String(x.id)));
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(seen).toEqual(all.files.map((x) => String(x.id)));
      expect(pages).toBe(Math.ceil(all.total! / 2));

      const images = await list('?kind=image');
      expect(images.files.every((x) => x.kind === 'image')).toBe(true);
      expect(images.total).toBe(images.files.length);

      for (const bad of ['?limit=0', '?limit=500', '?cursor=abc', '?kind=spreadsheet']) {
        const res = await t.request({ method: 'GET', url: `/api/files${bad}`, cookie });
        expect(res.statusCode, bad).toBe(400);
      }
    });

    it('renames a file; its URL keeps working and downloads under the new name', async () => {
      const file = await uploadOk('draft.txt', 'text/plain', 'hello');
      const res = await t.request({
        method: 'PATCH',
        url: `/api/files/${file.id}`,
        cookie,
        payload: { fileName: '  Final copy.txt ' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const renamed: FileDto = res.json();
      expect(renamed).toMatchObject({ id: file.id, fileName: 'Final copy.txt', fileSize: 5 });
      expect(renamed.fileUrl).toMatch(/\/Final%20copy\.txt$/);
      for (const url of [file.fileUrl, renamed.fileUrl]) {
        const served = await t.request({ method: 'GET', url: pathOf(url) });
        expect(served.statusCode).toBe(200);
        expect(served.body).toBe('hello');
        expect(served.headers['content-disposition']).toMatch(/filename="Final copy\.txt"/);
      }
      expect((await list()).files.find((x) => x.id === file.id)?.fileName).toBe('Final copy.txt');

      const refused: Array<[unknown, string]> = [
        ['', 'File name is required'],
        ['   ', 'File name is required'],
        ['a/b.txt', 'File name cannot contain / or \\'],
        ['..\\x', 'File name cannot contain / or \\'],
        ['bell\u0007.txt', 'File name cannot contain control characters'],
        ['x'.repeat(256), 'File name must be at most 255 characters'],
        ['..', 'File name cannot be . or ..'],
        [42, 'File name is required'],
      ];
      for (const [fileName, message] of refused) {
        const bad = await t.request({ method: 'PATCH', url: `/api/files/${file.id}`, cookie, payload: { fileName } });
        expect(bad.statusCode, String(fileName)).toBe(400);
        expect(bad.json().message).toBe(message);
      }
      const maxLength = await t.request({
        method: 'PATCH',
        url: `/api/files/${file.id}`,
        cookie,
        payload: { fileName: 'é'.repeat(255) },
      });
      expect(maxLength.statusCode).toBe(200);
      // The URL segment is independent of the 255-character display name: it still routes.
      const renamedLong = await t.request({ method: 'GET', url: pathOf(maxLength.json().fileUrl) });
      expect(renamedLong.statusCode).toBe(200);
      expect(renamedLong.headers['content-disposition']).toContain(encodeURIComponent('é'.repeat(255)));

      const missing = await t.request({
        method: 'PATCH',
        url: '/api/files/999999',
        cookie,
        payload: { fileName: 'x.txt' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('File not found');
      const badId = await t.request({ method: 'PATCH', url: '/api/files/abc', cookie, payload: { fileName: 'x.txt' } });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toBe('Invalid file ID provided');
    });

    it('a file literally named thumbnail.webp keeps its own URL', async () => {
      const webp = await sharp(await pngBytes(20, 20))
        .webp()
        .toBuffer();
      const file = await uploadOk('thumbnail.webp', 'image/webp', webp);
      expect(file.fileUrl).toMatch(/\/_thumbnail\.webp$/);
      const res = await t.request({ method: 'GET', url: pathOf(file.fileUrl) });
      expect(res.rawPayload.equals(webp)).toBe(true);
    });

    it('deletes the row, the bytes and the thumbnail', async () => {
      const before = await f.storedObjects();
      const file = await uploadOk('to-delete.png', 'image/png', await pngBytes(200, 100));
      const stored = (await f.storedObjects()).filter((key) => !before.includes(key));
      expect(stored.some((key) => key.includes('thumbnails/'))).toBe(true);
      expect(stored.some((key) => key.includes('files/'))).toBe(true);

      const res = await t.request({ method: 'DELETE', url: `/api/files/${file.id}`, cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: file.id });
      expect(await f.storedObjects()).toEqual(before);
      expect((await list()).files.some((x) => x.id === file.id)).toBe(false);
      expect((await t.request({ method: 'GET', url: pathOf(file.fileUrl) })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: pathOf(file.thumbnailUrl!) })).statusCode).toBe(404);
      const again = await t.request({ method: 'DELETE', url: `/api/files/${file.id}`, cookie });
      expect(again.statusCode).toBe(404);
    });

    it('refuses uploads that are not one file in the field "file"', async () => {
      const json = await t.request({ method: 'POST', url: '/api/files', cookie, payload: { file: 'x' } });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe('Send the file as multipart/form-data in the field "file".');
      const wrongField = await upload('a.txt', 'text/plain', 'x', 'upload');
      expect(wrongField.statusCode).toBe(400);
      const fieldsOnly = multipartBody([{ name: 'note', data: 'hello' }]);
      const noFile = await t.request({
        method: 'POST',
        url: '/api/files',
        cookie,
        payload: fieldsOnly.payload,
        headers: fieldsOnly.headers,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toMatch(/^No file was uploaded/);
    });

    it('answers 404 for unknown file URLs', async () => {
      for (const url of [
        '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA/x.png',
        '/uploads/short/x.png',
        '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA/thumbnail.webp',
        '/uploads/x',
        '/uploads/a/b/c',
      ]) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: 'File not found' });
      }
      const textFile = await uploadOk('plain.txt', 'text/plain', 'x');
      const noThumb = await t.request({
        method: 'GET',
        url: pathOf(textFile.fileUrl).replace(/[^/]+$/, 'thumbnail.webp'),
      });
      expect(noThumb.statusCode).toBe(404);
    });

    describe('with a 1 MB cap', () => {
      let capped: FilesFixture;
      let cappedCookie: string;
      beforeAll(async () => {
        capped = await open({ MAX_UPLOAD_MB: '1' });
        ({ cookie: cappedCookie } = await capped.t.signIn());
      });
      afterAll(() => capped?.close());

      const cappedUpload = (bytes: number) => {
        const body = multipartBody([
          { name: 'file', fileName: 'big.bin', contentType: 'application/octet-stream', data: Buffer.alloc(bytes, 1) },
        ]);
        return capped.t.request({
          method: 'POST',
          url: '/api/files',
          cookie: cappedCookie,
          payload: body.payload,
          headers: body.headers,
        });
      };
      const rowCount = async () => (await capped.t.database.db.select({ id: files.id }).from(files)).length;

      it('takes a file of exactly the cap', async () => {
        const res = await cappedUpload(MB);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().fileSize).toBe(MB);
      });

      it('refuses one byte more with 413 and keeps no row and no bytes', async () => {
        const rows = await rowCount();
        const stored = await capped.storedObjects();
        const res = await cappedUpload(MB + 1);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ error: 'payload_too_large', message: 'The file is larger than 1 MB.' });
        expect(await rowCount()).toBe(rows);
        expect(await capped.storedObjects()).toEqual(stored);
      });

      it('refuses a body far over the cap before reading it', async () => {
        const rows = await rowCount();
        const stored = await capped.storedObjects();
        const res = await cappedUpload(3 * MB);
        expect(res.statusCode).toBe(413);
        expect(res.json().message).toBe('The file is larger than 1 MB.');
        expect(await rowCount()).toBe(rows);
        expect(await capped.storedObjects()).toEqual(stored);
      });

      it('answers a streamed over-size upload over real HTTP, and the connection stays usable', async () => {
        const app = capped.t.app;
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        const base = `http://127.0.0.1:${port}`;
        const rows = await rowCount();
        const stored = await capped.storedObjects();
        const body = multipartBody([
          {
            name: 'file',
            fileName: 'huge.bin',
            contentType: 'application/octet-stream',
            data: Buffer.alloc(4 * MB, 2),
          },
        ]);
        // Chunked, without a length, so the cap is found while streaming.
        const chunks = Readable.from(
          Array.from({ length: Math.ceil(body.payload.length / 65536) }, (_, i) =>
            body.payload.subarray(i * 65536, (i + 1) * 65536),
          ),
        );
        const res = await fetch(`${base}/api/files`, {
          method: 'POST',
          headers: { ...body.headers, cookie: cappedCookie },
          body: Readable.toWeb(chunks) as ReadableStream,
          duplex: 'half',
        } as RequestInit);
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ error: 'payload_too_large', message: 'The file is larger than 1 MB.' });
        const after = await fetch(`${base}/api/files`, { headers: { cookie: cappedCookie } });
        expect(after.status).toBe(200);
        expect(await rowCount()).toBe(rows);
        expect(await capped.storedObjects()).toEqual(stored);
      });
    });

    it('keeps one row per upload in the database', async () => {
      const rows = await t.database.db.select().from(files).where(eq(files.fileName, 'Hero Banner.png'));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row?.storageKey).toMatch(/^files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
      expect(row?.publicId.length).toBeGreaterThanOrEqual(24);
    });
  });
}
