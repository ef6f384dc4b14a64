import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, UNREADABLE_IMAGES_MESSAGE } from '@shared/constants';
import { createTestApp, type TestApp } from '../test/harness';
import { insertSnippet } from '../test/factories';

let t: TestApp;
let cookie: string;
let projectId: number;
let snippetId: number;
const broken: Array<{ name: string; dataUrl: string }> = [];
let tooManyPixels: string;
let good: string;

const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signIn());
  ({ projectId, id: snippetId } = await insertSnippet(t.database.db));

  const noisy = sharp({
    create: {
      width: 120,
      height: 80,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
    const bytes = await noisy.clone().toFormat(format).toBuffer();
    const mime = `image/${format}`;
    if (format === 'png') good = dataUrl(mime, bytes);
    broken.push({ name: `truncated ${format}`, dataUrl: dataUrl(mime, bytes.subarray(0, bytes.length >> 1)) });
    // The header that sniffing reads stays intact; what follows is junk.
    const junk = Buffer.concat([bytes.subarray(0, 40), Buffer.alloc(bytes.length - 40, 0x5a)]);
    broken.push({ name: `${format} with junk pixel data`, dataUrl: dataUrl(mime, junk) });
  }
  // A valid PNG one row taller than the limit allows (a few kilobytes: one colour compresses well).
  const width = 8000;
  const height = Math.floor(IMAGE_MAX_PIXELS / width) + 1;
  const big = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  tooManyPixels = dataUrl('image/png', big);
}, 60_000);
afterAll(() => t.close());

const routes = [
  { name: 'analyze-images', url: () => '/api/analyze-images', body: {} },
  {
    name: 'snippet generation',
    url: () => `/api/projects/${projectId}/snippets`,
    body: { name: 'Hero banner', prompt: 'A hero banner with a headline' },
  },
  { name: 're-prompt', url: () => `/api/snippets/${snippetId}/prompt`, body: { prompt: 'Make it like this' } },
];

describe('images that sniff as PNG/JPEG/WebP/GIF but cannot be read', () => {
  for (const route of routes) {
    it(`${route.name}: 400 'One or more images could not be read.' for each broken image`, async () => {
      for (const image of [...broken, { name: 'too many pixels', dataUrl: tooManyPixels }]) {
        for (const body of [
          { ...route.body, referenceImage: image.dataUrl },
          { ...route.body, referenceImage: good, referenceImages: [good, image.dataUrl] },
        ]) {
          const res = await t.request({ method: 'POST', url: route.url(), cookie, payload: body });
          expect(res.statusCode, image.name).toBe(400);
          expect(res.json().message, image.name).toBe(UNREADABLE_IMAGES_MESSAGE);
        }
      }
    });
  }

  it('comment images: the same 400, and no comment is stored', async () => {
    for (const image of [...broken, { name: 'too many pixels', dataUrl: tooManyPixels }]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/snippets/${snippetId}/comments`,
        cookie,
        payload: { authorName: 'Ann', content: 'Like this', referenceImage: image.dataUrl },
      });
      expect(res.statusCode, image.name).toBe(400);
      expect(res.json().message, image.name).toBe(UNREADABLE_IMAGES_MESSAGE);
    }
    const list = await t.request({ method: 'GET', url: `/api/snippets/${snippetId}/comments`, cookie });
    expect(list.json().items).toEqual([]);
  });

  it('a readable image still passes', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/analyze-images',
      cookie,
      payload: { referenceImage: good },
    });
    expect(res.statusCode).toBe(200);
    const comment = await t.request({
      method: 'POST',
      url: `/api/snippets/${snippetId}/comments`,
      cookie,
      payload: { authorName: 'Ann', content: 'Like this', referenceImage: good },
    });
    expect(comment.statusCode).toBe(201);
  });
});
