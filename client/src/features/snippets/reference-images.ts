import { REFERENCE_IMAGE_MAX_BYTES, REFERENCE_IMAGES_MAX_ADDITIONAL } from '@shared/constants';
import {
  IMAGE_FORMAT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGES_ONLY_MESSAGE,
  IMAGES_TOO_LARGE_MESSAGE,
  REFERENCE_IMAGE_TYPES,
} from '@shared/schemas/snippets';

/** A main reference image and up to four additional ones. */
export const MAX_REFERENCE_IMAGES = 1 + REFERENCE_IMAGES_MAX_ADDITIONAL;

export const REFERENCE_IMAGE_ACCEPT = REFERENCE_IMAGE_TYPES.join(',');

export interface PickedImage {
  id: string;
  name: string;
  size: number;
  dataUrl: string;
}

interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * Which of the chosen files can join the images already there (`taken`), and
 * the message for those that cannot: too large, not an image, or no room left.
 */
export function screenPickedFiles<F extends FileLike>(
  files: F[],
  taken: number,
): { accepted: F[]; error: string | null } {
  if (files.some((f) => !f.type.startsWith('image/'))) return { accepted: [], error: IMAGES_ONLY_MESSAGE };
  if (files.some((f) => !(REFERENCE_IMAGE_TYPES as readonly string[]).includes(f.type))) {
    return { accepted: [], error: IMAGE_FORMAT_MESSAGE };
  }
  if (files.some((f) => f.size > REFERENCE_IMAGE_MAX_BYTES)) {
    return { accepted: [], error: files.length > 1 ? IMAGES_TOO_LARGE_MESSAGE : IMAGE_TOO_LARGE_MESSAGE };
  }
  const room = Math.max(0, MAX_REFERENCE_IMAGES - taken);
  if (files.length > room) {
    return {
      accepted: files.slice(0, room),
      error: `You can add at most ${REFERENCE_IMAGES_MAX_ADDITIONAL} additional images.`,
    };
  }
  return { accepted: files, error: null };
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The request fields: the first image is the main reference, the rest are additional. */
export function referenceImageFields(images: PickedImage[]) {
  return {
    referenceImage: images[0]?.dataUrl ?? null,
    referenceImages: images.slice(1).map((i) => i.dataUrl),
  };
}
