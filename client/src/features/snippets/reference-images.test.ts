import { describe, expect, it } from 'vitest';
import { referenceImageFields, screenPickedFiles } from './reference-images';

const MB = 1024 * 1024;
const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

describe('screenPickedFiles', () => {
  it('accepts images of the four formats up to 5 MB', () => {
    const files = [png('a.png', 5 * MB), { name: 'b.jpg', type: 'image/jpeg', size: 10 }];
    expect(screenPickedFiles(files, 0)).toEqual({ accepted: files, error: null });
  });

  it('refuses a file that is not an image, and image formats the AI cannot read', () => {
    expect(screenPickedFiles([{ name: 'a.pdf', type: 'application/pdf', size: 10 }], 0).error).toBe(
      'Only image files are supported.',
    );
    expect(screenPickedFiles([{ name: 'a.svg', type: 'image/svg+xml', size: 10 }], 0).error).toBe(
      'Only PNG, JPEG, WebP and GIF images are supported.',
    );
  });

  it('uses the one-image and several-images size messages', () => {
    expect(screenPickedFiles([png('big.png', 5 * MB + 1)], 0)).toEqual({
      accepted: [],
      error: 'Image is too large. Maximum size is 5MB.',
    });
    expect(screenPickedFiles([png('a.png'), png('big.png', 6 * MB)], 0).error).toBe(
      'One or more images are too large. Maximum size is 5MB per image.',
    );
  });

  it('keeps what fits beside a main image and four additional ones', () => {
    const result = screenPickedFiles([png('1'), png('2'), png('3')], 3);
    expect(result.accepted.map((f) => f.name)).toEqual(['1', '2']);
    expect(result.error).toBe('You can add at most 4 additional images.');
    expect(screenPickedFiles([png('x')], 5).accepted).toEqual([]);
  });
});

describe('referenceImageFields', () => {
  it('sends the first image as the main one', () => {
    const img = (id: string) => ({ id, name: id, size: 1, dataUrl: `data:${id}` });
    expect(referenceImageFields([img('a'), img('b'), img('c')])).toEqual({
      referenceImage: 'data:a',
      referenceImages: ['data:b', 'data:c'],
    });
    expect(referenceImageFields([])).toEqual({ referenceImage: null, referenceImages: [] });
  });
});
