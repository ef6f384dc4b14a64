import { REFERENCE_IMAGE_MAX_BYTES } from '@shared/constants';
import {
  IMAGE_FORMAT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGES_ONLY_MESSAGE,
  IMAGES_TOO_LARGE_MESSAGE,
  REFERENCE_IMAGE_TYPES,
} from '@shared/schemas/snippets';
import type { AiImage, AiImageMediaType } from '../../ai/provider';
import { badRequest } from '../../lib/errors';
import { assertReadableImages } from '../../lib/images';
import { SNIFF_BYTES, sniffFileType } from '../../lib/sniff-file-type';

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*),/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a base64 text decodes to, without decoding it. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const isReferenceType = (mime: string): mime is AiImageMediaType =>
  (REFERENCE_IMAGE_TYPES as readonly string[]).includes(mime);

/**
 * The reference images of a request, checked: each a base64 data URL of at
 * most 5 MB whose bytes (not its declared type) are PNG, JPEG, WebP or GIF
 * and decode within the pixel limit.
 * The main image comes first.
 */
export async function readReferenceImages(input: {
  referenceImage?: string | null;
  referenceImages?: string[] | null;
}): Promise<AiImage[]> {
  const urls = [input.referenceImage, ...(input.referenceImages ?? [])].filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  const parsed = urls.map((url) => {
    const [header, declared = '', params = ''] = DATA_URL.exec(url) ?? [];
    if (header === undefined || !params.split(';').includes('base64')) {
      throw badRequest('Reference images must be sent as base64 data URLs.');
    }
    const base64 = url.slice(header.length).replace(/\s+/g, '');
    if (!BASE64.test(base64)) throw badRequest('Reference images must be sent as base64 data URLs.');
    return { declared, base64 };
  });
  if (parsed.some((p) => decodedLength(p.base64) > REFERENCE_IMAGE_MAX_BYTES)) {
    throw badRequest(parsed.length > 1 ? IMAGES_TOO_LARGE_MESSAGE : IMAGE_TOO_LARGE_MESSAGE);
  }
  const images: AiImage[] = [];
  for (const p of parsed) {
    const data = Buffer.from(p.base64, 'base64');
    const sniffed = await sniffFileType(data.subarray(0, SNIFF_BYTES), p.declared, '');
    if (sniffed.kind !== 'image') throw badRequest(IMAGES_ONLY_MESSAGE);
    if (!isReferenceType(sniffed.mime)) throw badRequest(IMAGE_FORMAT_MESSAGE);
    images.push({ mediaType: sniffed.mime, data });
  }
  await assertReadableImages(images.map((image) => image.data));
  return images;
}
