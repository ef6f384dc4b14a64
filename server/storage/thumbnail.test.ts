import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail } from './thumbnail';

function image(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#1e293b' } });
}

describe('makeThumbnail', () => {
  it('shrinks a wide image to 400 px wide WebP, keeping the aspect ratio', async () => {
    const thumb = await makeThumbnail(await image(1600, 900).jpeg().toBuffer());
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(225);
  });

  it('never enlarges a small image', async () => {
    const meta = await sharp(await makeThumbnail(await image(120, 80).png().toBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(120);
    expect(meta.height).toBe(80);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // Orientation 6: stored landscape, displayed rotated 90° clockwise, so it comes out portrait.
    const rotated = await image(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const meta = await sharp(await makeThumbnail(rotated)).metadata();
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(800);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(makeThumbnail(Buffer.from('not an image at all'))).rejects.toThrow();
  });
});
