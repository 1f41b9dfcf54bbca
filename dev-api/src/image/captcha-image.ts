import crypto from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphCells } from './digit-font.ts';
import { encodePng } from './png-encoder.ts';
import { Raster, type Rgb } from './raster.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 4;

const random = (min: number, max: number) => crypto.randomInt(min, max + 1);
const darkColour = (): Rgb => [random(10, 110), random(10, 110), random(40, 150)];
const lightColour = (): Rgb => [random(150, 230), random(150, 230), random(150, 230)];

export function randomCaptchaAnswer(length = 4): string {
  let answer = '';
  for (let i = 0; i < length; i++) answer += String(crypto.randomInt(10));
  return answer;
}

/** A PNG of the digits with jitter, dots and crossing lines: readable by a person, not by a grep. */
export function renderCaptcha(answer: string): Buffer {
  const image = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [random(238, 250), random(238, 250), random(232, 246)]);
  for (let i = 0; i < 120; i++) image.setPixel(random(0, CAPTCHA_WIDTH - 1), random(0, CAPTCHA_HEIGHT - 1), lightColour());
  for (let i = 0; i < 3; i++)
    image.line(
      random(0, 20),
      random(0, CAPTCHA_HEIGHT - 1),
      random(100, CAPTCHA_WIDTH - 1),
      random(0, CAPTCHA_HEIGHT - 1),
      lightColour(),
      2,
    );

  const slot = Math.floor(CAPTCHA_WIDTH / answer.length);
  [...answer].forEach((digit, index) => {
    const colour = darkColour();
    const left = index * slot + Math.floor((slot - GLYPH_WIDTH * SCALE) / 2) + random(-2, 2);
    const top = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE) / 2) + random(-3, 3);
    const slant = random(-2, 2) / 10;
    for (const [x, y] of glyphCells(digit)) {
      const shift = Math.round((GLYPH_HEIGHT / 2 - y) * SCALE * slant);
      image.fillRect(left + x * SCALE + shift, top + y * SCALE, SCALE, SCALE, colour);
    }
  });

  for (let i = 0; i < 2; i++)
    image.line(0, random(8, CAPTCHA_HEIGHT - 8), CAPTCHA_WIDTH - 1, random(8, CAPTCHA_HEIGHT - 8), darkColour(), 1);
  return encodePng(image.width, image.height, image.pixels);
}
