import crypto from 'node:crypto';
import { drawCaptcha, randomCaptchaAnswer } from './captcha-image.ts';
import { DIGIT_FONTS } from './digit-font.ts';
import type { Raster } from './raster.ts';

// Issue 13 finding 3: a 60-line template matcher read the old captcha 100 times out of 100. This is
// such a matcher: it binarises the picture and slides the 5x7 digit bitmaps, drawn 4 times over, along
// each quarter of the image. A captcha that it reads is one a bot reads.
// The block hand, the one the old captcha drew every digit in.
const TEMPLATE = DIGIT_FONTS[0]!;
const CELL = 4;

/** A small seeded generator of numbers in [0, 1) (mulberry32), for pictures that are the same every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ink(image: Raster, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= image.width || y >= image.height) return false;
  const o = (y * image.width + x) * 3;
  return (image.pixels[o]! + image.pixels[o + 1]! + image.pixels[o + 2]!) / 3 < 130;
}

function score(image: Raster, rows: string[], left: number, top: number): number {
  let total = 0;
  rows.forEach((row, gy) =>
    [...row].forEach((cell, gx) => {
      // the centre of each cell, as the glyph is drawn in 4x4 blocks
      const dark = ink(image, left + gx * CELL + 1, top + gy * CELL + 1) && ink(image, left + gx * CELL + 2, top + gy * CELL + 2);
      total += (cell === '#') === dark ? 1 : 0;
    }),
  );
  return total;
}

function readByTemplates(image: Raster, length: number): string {
  const slot = Math.floor(image.width / length);
  let text = '';
  for (let i = 0; i < length; i++) {
    let best = { digit: '?', score: -1 };
    for (let left = i * slot - 4; left <= i * slot + slot - 5 * CELL + 4; left++)
      for (let top = 0; top <= image.height - 7 * CELL; top++)
        for (const [digit, rows] of Object.entries(TEMPLATE)) {
          const s = score(image, rows, left, top);
          if (s > best.score) best = { digit, score: s };
        }
    text += best.digit;
  }
  return text;
}

afterEach(() => jest.restoreAllMocks());

describe('the captcha picture', () => {
  it('draws from three whole hands of 5x7 digits that differ', () => {
    expect(DIGIT_FONTS).toHaveLength(3);
    for (const font of DIGIT_FONTS) {
      expect(Object.keys(font)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
      for (const rows of Object.values(font)) expect(rows.join('|')).toMatch(/^([.#]{5}\|){6}[.#]{5}$/);
    }
    expect(new Set(DIGIT_FONTS.map((font) => JSON.stringify(font))).size).toBe(3);
  });

  it('is not read by a template matcher', () => {
    // The matcher reads about 2 in 100 (9 of 400 measured): 40 unseeded tries allowed 2, and failed about one run in 16
    // (CI run 3 of stop 43 read 3). The pictures are drawn from a seeded sequence here, so the run is the same each time;
    // the bar is a rate over enough of them.
    const seeded = mulberry32(20261206);
    jest
      .spyOn(crypto, 'randomInt')
      .mockImplementation(((min: number, max?: number) =>
        max === undefined ? Math.floor(seeded() * min) : min + Math.floor(seeded() * (max - min))) as typeof crypto.randomInt);
    let read = 0;
    const tries = 100;
    for (let i = 0; i < tries; i++) {
      const answer = randomCaptchaAnswer();
      if (readByTemplates(drawCaptcha(answer), answer.length) === answer) read += 1;
    }
    // a person reads it; a template bot must fail nearly always (4 digits by chance: 1 in 10,000)
    expect(read).toBeLessThanOrEqual(5);
  });
});
