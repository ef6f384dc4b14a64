import type Sharp from 'sharp';

/**
 * The image library, loaded on first use: its native module adds a noticeable part of a second to
 * every start, and most starts never touch an image.
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}
