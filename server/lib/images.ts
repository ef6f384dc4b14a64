import { IMAGE_MAX_PIXELS, UNREADABLE_IMAGES_MESSAGE } from '@shared/constants';
import { badRequest } from './errors';
import { loadSharp } from './sharp';

/** Edge of the small rendering the check decodes into: every row of the source is still read. */
const CHECK_EDGE = 32;

/**
 * Whether sniffed PNG/JPEG/WebP/GIF bytes really decode: the whole first
 * frame is read (truncated or junk pixel data fails), and an image above
 * IMAGE_MAX_PIXELS is refused before any pixel is decoded.
 */
export async function isReadableImage(data: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' })
      .resize(CHECK_EDGE, CHECK_EDGE, { fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Throws the 400 'One or more images could not be read.' unless every image decodes within the pixel limit. */
export async function assertReadableImages(images: Buffer[]): Promise<void> {
  for (const data of images) {
    if (!(await isReadableImage(data))) throw badRequest(UNREADABLE_IMAGES_MESSAGE);
  }
}
