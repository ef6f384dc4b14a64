import { UNREADABLE_IMAGES_MESSAGE } from '@shared/constants';
import { sniffFileType } from './sniff-file-type';
import { isReadableImage } from './images';

export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type RasterImageType = (typeof RASTER_IMAGE_TYPES)[number];

export class DataUrlError extends Error {}

/**
 * Decodes an image data URL and checks its bytes: only PNG, JPEG, WebP and
 * GIF that decode within the pixel limit pass, whatever the URL claims; SVG
 * and anything else is refused.
 */
export async function decodeImageDataUrl(
  dataUrl: string,
  opts: { maxBytes: number; tooLarge: string; notImage: string },
): Promise<{ mime: RasterImageType; data: Buffer }> {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,/i.exec(dataUrl);
  if (!match || !match[3]) throw new DataUrlError(opts.notImage);
  const payload = dataUrl.slice(match[0].length);
  // base64 is 4 characters for 3 bytes: refuse before decoding what is clearly too big.
  if (Math.floor((payload.length * 3) / 4) - 2 > opts.maxBytes) throw new DataUrlError(opts.tooLarge);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) throw new DataUrlError(opts.notImage);
  const data = Buffer.from(payload, 'base64');
  if (data.length > opts.maxBytes) throw new DataUrlError(opts.tooLarge);
  if (data.length === 0) throw new DataUrlError(opts.notImage);
  const sniffed = await sniffFileType(data.subarray(0, 4100), match[1] ?? '', 'image');
  if (!(RASTER_IMAGE_TYPES as readonly string[]).includes(sniffed.mime)) throw new DataUrlError(opts.notImage);
  if (!(await isReadableImage(data))) throw new DataUrlError(UNREADABLE_IMAGES_MESSAGE);
  return { mime: sniffed.mime as RasterImageType, data };
}
