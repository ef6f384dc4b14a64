import { describe, expect, it } from 'vitest';
import { boundingBox, intersects, placeMarker, type Box } from './marker-placement';

const marker = { width: 24, height: 24 };
const at = (p: { left: number; top: number }): Box => ({ ...p, ...marker });

describe('placeMarker', () => {
  it('sits just outside the top-left corner where there is room', () => {
    const heading: Box = { left: 100, top: 200, width: 300, height: 40 };
    const spot = placeMarker(heading, marker, [heading], 1200);
    expect(spot).toEqual({ left: 74, top: 174 });
    expect(intersects(at(spot), heading)).toBe(false);
  });

  it('moves above the element when it starts at the left edge', () => {
    const heading: Box = { left: 0, top: 80, width: 600, height: 40 };
    const line: Box = { left: 0, top: 80, width: 420, height: 40 };
    const spot = placeMarker(heading, marker, [line], 800);
    expect(spot).toEqual({ left: 2, top: 54 });
    expect(intersects(at(spot), line)).toBe(false);
  });

  it('flips inside the page at its top-left corner, beside the text instead of over it', () => {
    const heading: Box = { left: 0, top: 0, width: 800, height: 40 };
    const line: Box = { left: 0, top: 0, width: 300, height: 40 };
    const spot = placeMarker(heading, marker, [line], 800);
    expect(spot.left).toBeGreaterThanOrEqual(2);
    expect(spot.left + 24).toBeLessThanOrEqual(798);
    expect(spot.top).toBeGreaterThanOrEqual(2);
    expect(intersects(at(spot), line)).toBe(false);
  });

  it('never leaves the page on the right', () => {
    const word: Box = { left: 790, top: 300, width: 10, height: 20 };
    const spot = placeMarker(word, marker, [word], 800);
    expect(spot.left + 24).toBeLessThanOrEqual(798);
    expect(intersects(at(spot), word)).toBe(false);
  });

  it('keeps a second marker on the same element off the first', () => {
    const heading: Box = { left: 100, top: 200, width: 300, height: 40 };
    const first = placeMarker(heading, marker, [heading], 1200);
    const second = placeMarker(heading, marker, [heading], 1200, [at(first)]);
    expect(intersects(at(first), at(second))).toBe(false);
    expect(intersects(at(second), heading)).toBe(false);
  });

  it('takes the free corner of a block that fills the top of the page, its text padded in', () => {
    const hero: Box = { left: 0, top: 0, width: 800, height: 400 };
    const line: Box = { left: 48, top: 48, width: 500, height: 40 };
    const spot = placeMarker(hero, marker, [line], 800);
    expect(spot).toEqual({ left: 2, top: 2 });
    expect(intersects(at(spot), line)).toBe(false);
  });

  it('goes below an element whose text fills the top of the page edge to edge', () => {
    const banner: Box = { left: 0, top: 0, width: 800, height: 30 };
    const spot = placeMarker(banner, marker, [banner], 800);
    expect(spot).toEqual({ left: 2, top: 32 });
  });
});

describe('boundingBox', () => {
  it('takes in every line of a text, centred lines included', () => {
    expect(
      boundingBox([
        { left: 480, top: 360, width: 420, height: 40 },
        { left: 470, top: 400, width: 440, height: 40 },
      ]),
    ).toEqual({ left: 470, top: 360, width: 440, height: 80 });
    expect(boundingBox([])).toBeNull();
  });
});
