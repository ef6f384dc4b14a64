/**
 * What can honestly be read from pixels without a model: dominant colours,
 * orientation and overall lightness. The result is a prompt the user edits.
 */
import { type Rgb, BLACK, luminance, nearestColorName, parseColor, toHsl, toHex } from '@atelier/web-kit/color';

export interface ImageFacts {
  width: number;
  height: number;
  orientation: 'landscape' | 'portrait' | 'square';
  tone: 'dark' | 'light' | 'balanced';
  /** Dominant colours, most frequent first, with their share of the picture. */
  colors: Array<{ hex: string; name: string; share: number }>;
  vivid: boolean;
  contrasty: boolean;
}

const SAMPLE = 64;

/** The colour of each pixel in raw data of `channels` bytes per pixel, red, green and blue first. */
function* pixelsOf(data: Buffer, channels: number): Generator<Rgb> {
  for (let i = 0; i < data.length; i += channels) {
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    if (r === undefined || g === undefined || b === undefined) {
      throw new RangeError(`Raw pixel data ends inside the pixel at byte ${i}.`);
    }
    yield { r, g, b };
  }
}

/** Quantisation into 4-bit-per-channel buckets; similar buckets then merge into the largest. */
function dominantColors(pixels: Buffer, channels: number): Array<{ rgb: Rgb; share: number }> {
  const buckets = new Map<number, { r: number; g: number; b: number; n: number }>();
  const total = pixels.length / channels;
  for (const { r, g, b } of pixelsOf(pixels, channels)) {
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { r: 0, g: 0, b: 0, n: 0 };
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    bucket.n++;
    buckets.set(key, bucket);
  }
  const merged: Array<{ rgb: Rgb; n: number }> = [];
  for (const bucket of [...buckets.values()].sort((a, b) => b.n - a.n)) {
    const rgb = { r: bucket.r / bucket.n, g: bucket.g / bucket.n, b: bucket.b / bucket.n };
    const near = merged.find(
      (m) => Math.abs(m.rgb.r - rgb.r) + Math.abs(m.rgb.g - rgb.g) + Math.abs(m.rgb.b - rgb.b) < 60,
    );
    // The largest bucket names the group: averaging in the blended edge pixels would shift exact colours.
    if (near) near.n += bucket.n;
    else merged.push({ rgb, n: bucket.n });
  }
  return merged
    .sort((a, b) => b.n - a.n)
    .map((m) => ({ rgb: m.rgb, share: m.n / total }))
    .filter((m, i) => i === 0 || m.share >= 0.04)
    .slice(0, 5);
}

export async function imageFacts(image: Buffer): Promise<ImageFacts> {
  // Loaded on first use: its native module adds a noticeable part of a second to a start.
  const sharp = (await import('sharp')).default;
  const meta = await sharp(image).metadata();
  // EXIF orientations 5–8 are stored rotated by a quarter turn.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const { data, info } = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    // Nearest-neighbour sampling invents no colours; smoothing kernels blend and ring at edges.
    .resize(SAMPLE, SAMPLE, { fit: 'inside', kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colors = dominantColors(data, info.channels);
  let lumSum = 0;
  let satSum = 0;
  const lums: number[] = [];
  for (const px of pixelsOf(data, info.channels)) {
    const l = luminance(px);
    lums.push(l);
    lumSum += l;
    satSum += toHsl(px).s;
  }
  const count = lums.length;
  const mean = lumSum / count;
  lums.sort((a, b) => a - b);
  // A picture without pixels has no contrast to speak of.
  const low = lums[Math.floor(count * 0.05)] ?? 0;
  const high = lums[Math.floor(count * 0.95)] ?? 0;
  const ratio = Math.max(width, height) / Math.max(1, Math.min(width, height));
  return {
    width,
    height,
    orientation: ratio < 1.1 ? 'square' : width > height ? 'landscape' : 'portrait',
    tone: mean < 0.18 ? 'dark' : mean > 0.45 ? 'light' : 'balanced',
    colors: colors.map((c) => ({ hex: toHex(c.rgb), name: nearestColorName(c.rgb), share: c.share })),
    vivid: satSum / count > 0.45,
    contrasty: (high + 0.05) / (low + 0.05) > 7,
  };
}

function describe(facts: ImageFacts): string {
  const tone = facts.tone === 'balanced' ? 'mid-toned' : facts.tone;
  const mood = [facts.vivid ? 'vivid' : 'muted', facts.contrasty ? 'high-contrast' : 'soft-contrast'].join(', ');
  const colours = facts.colors.map((c) => `${c.hex} (${c.name}, ${Math.round(c.share * 100)}%)`).join(', ');
  return `a ${facts.orientation}, ${tone} composition (${facts.width}×${facts.height} px), ${mood}, dominated by ${colours}`;
}

/** Sentences the generator acts on: a background mode and, when the picture has one, a vivid accent. */
function suggestion(all: [ImageFacts, ...ImageFacts[]]): string {
  const [first] = all;
  const dark = all.filter((f) => f.tone === 'dark').length > all.length / 2;
  const candidates = all
    .flatMap((f) => f.colors)
    .map((c) => ({ ...c, hsl: toHsl(parseColor(c.hex) ?? BLACK) }))
    .filter((c) => c.hsl.s >= 0.35 && c.hsl.l > 0.2 && c.hsl.l < 0.8);
  const accent = candidates.sort((a, b) => b.hsl.s * Math.sqrt(b.share) - a.hsl.s * Math.sqrt(a.share))[0];
  const sentences = [`Use a ${dark ? 'dark' : 'light'} background.`];
  if (accent) sentences.push(`Buttons and accents in ${accent.hex}.`);
  sentences.push(
    first.orientation === 'portrait' ? 'Keep the layout tall and focused.' : 'Keep the layout wide and airy.',
  );
  return sentences.join(' ');
}

export async function describeImages(images: Buffer[]): Promise<string> {
  if (images.length === 0) throw new RangeError('No reference images were given.');
  const facts: ImageFacts[] = [];
  for (const image of images) {
    try {
      facts.push(await imageFacts(image));
    } catch {
      // An unreadable file among several should not sink the others; all unreadable is an error below.
    }
  }
  const [first, ...others] = facts;
  if (!first) throw new Error('None of the reference images could be read.');
  const parts =
    others.length === 0
      ? [`Create a section inspired by the reference image: ${describe(first)}.`]
      : [
          `Create a section inspired by ${facts.length} references.`,
          ...facts.map((f, i) => `Reference ${i + 1}: ${describe(f)}.`),
        ];
  return `${parts.join(' ')} ${suggestion([first, ...others])}`;
}
