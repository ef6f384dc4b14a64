import { loadSharp } from '../lib/sharp';

export const THUMBNAIL_MAX_WIDTH = 400;
// Far above any camera's output, well below what would exhaust memory on a decompression bomb.
const MAX_INPUT_PIXELS = 100_000_000;

/** A WebP preview at most 400 px wide, never enlarged, turned upright from EXIF orientation. */
export async function makeThumbnail(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: THUMBNAIL_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
