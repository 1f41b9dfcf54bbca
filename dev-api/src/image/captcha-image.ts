import crypto from 'node:crypto';
import { DIGIT_FONTS, GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from './digit-font.ts';
import { encodePng } from './png-encoder.ts';
import { Raster, type Rgb } from './raster.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

const random = (min: number, max: number) => crypto.randomInt(min, max + 1);
const randomReal = (min: number, max: number) => min + (crypto.randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const darkColour = (): Rgb => [random(10, 110), random(10, 110), random(40, 150)];
const lightColour = (): Rgb => [random(150, 230), random(150, 230), random(150, 230)];

export function randomCaptchaAnswer(length = 4): string {
  let answer = '';
  for (let i = 0; i < length; i++) answer += String(crypto.randomInt(10));
  return answer;
}

export function renderCaptcha(answer: string): Buffer {
  const image = drawCaptcha(answer);
  return encodePng(image.width, image.height, image.pixels);
}

type InkLayer = (Rgb | null)[];

/**
 * Each digit in one of three hands, at its own size, slant and place, then the whole line of ink bent
 * by two waves: no fixed bitmap lines up with it (issue 13 finding 3). A person reads it; those who
 * cannot log in with an SMS code instead (the login form offers it beside the picture).
 */
function drawDigits(answer: string): InkLayer {
  const ink: InkLayer = new Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT).fill(null);
  const slot = CAPTCHA_WIDTH / answer.length;
  [...answer].forEach((digit, index) => {
    const font = DIGIT_FONTS[random(0, DIGIT_FONTS.length - 1)]!;
    const colour = darkColour();
    const scaleX = randomReal(3, 4.2);
    const scaleY = randomReal(3.9, 5);
    const angle = randomReal(-0.38, 0.38);
    const shear = randomReal(-0.25, 0.25);
    const centreX = index * slot + slot / 2 + randomReal(-3, 3);
    const centreY = CAPTCHA_HEIGHT / 2 + randomReal(-3, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(Math.max(scaleX, scaleY) * GLYPH_HEIGHT * 0.8);
    for (let y = Math.floor(centreY - reach); y <= centreY + reach; y++)
      for (let x = Math.floor(centreX - reach); x <= centreX + reach; x++) {
        if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) continue;
        const dx = x - centreX;
        const dy = y - centreY;
        const u = (dx * cos + dy * sin) / scaleX + GLYPH_WIDTH / 2 + shear * (dy / scaleY);
        const v = (-dx * sin + dy * cos) / scaleY + GLYPH_HEIGHT / 2;
        if (glyphInk(font, digit, Math.floor(u), Math.floor(v))) ink[y * CAPTCHA_WIDTH + x] = colour;
      }
  });
  return ink;
}

/** Moves every pixel along two sine waves (one across, one down). */
function warp(ink: InkLayer): InkLayer {
  const out: InkLayer = new Array(ink.length).fill(null);
  const [ax, ay] = [randomReal(1.5, 3), randomReal(1.5, 3)];
  const [fx, fy] = [randomReal(0.12, 0.25), randomReal(0.05, 0.12)];
  const [px, py] = [randomReal(0, Math.PI * 2), randomReal(0, Math.PI * 2)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++)
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const sx = Math.round(x + ax * Math.sin(y * fx + px));
      const sy = Math.round(y + ay * Math.sin(x * fy + py));
      if (sx >= 0 && sy >= 0 && sx < CAPTCHA_WIDTH && sy < CAPTCHA_HEIGHT) out[y * CAPTCHA_WIDTH + x] = ink[sy * CAPTCHA_WIDTH + sx]!;
    }
  return out;
}

function wave(image: Raster, colour: Rgb, thickness: number): void {
  const [base, amplitude, frequency, phase] = [random(10, CAPTCHA_HEIGHT - 10), randomReal(3, 8), randomReal(0.04, 0.1), randomReal(0, 6)];
  for (let x = 0; x < CAPTCHA_WIDTH; x++)
    image.fillRect(x, Math.round(base + amplitude * Math.sin(x * frequency + phase)), 1, thickness, colour);
}

export function drawCaptcha(answer: string): Raster {
  const image = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [random(236, 250), random(236, 250), random(230, 246)]);
  for (let i = 0; i < 160; i++) image.setPixel(random(0, CAPTCHA_WIDTH - 1), random(0, CAPTCHA_HEIGHT - 1), lightColour());
  for (let i = 0; i < 3; i++) wave(image, lightColour(), 2);

  const ink = warp(drawDigits(answer));
  ink.forEach((colour, i) => colour && image.setPixel(i % CAPTCHA_WIDTH, Math.floor(i / CAPTCHA_WIDTH), colour));

  // dark clutter in the digits' own colours: speckles, short strokes and a line through them all
  for (let i = 0; i < 140; i++) image.setPixel(random(0, CAPTCHA_WIDTH - 1), random(0, CAPTCHA_HEIGHT - 1), darkColour());
  for (let i = 0; i < 6; i++) {
    const [x, y] = [random(0, CAPTCHA_WIDTH - 1), random(0, CAPTCHA_HEIGHT - 1)];
    image.line(x, y, x + random(-8, 8), y + random(-8, 8), darkColour(), 1);
  }
  wave(image, darkColour(), random(1, 2));
  return image;
}
