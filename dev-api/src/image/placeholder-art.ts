import crypto from 'node:crypto';
import { encodePng } from './png-encoder.ts';
import { Raster, type Rgb } from './raster.ts';

export const ART_SIZES: Record<string, { width: number; height: number }> = {
  banner: { width: 750, height: 300 },
  promo: { width: 690, height: 280 },
  icon: { width: 192, height: 192 },
  game: { width: 240, height: 240 },
};

function seededColours(seed: string): Rgb[] {
  const digest = crypto.createHash('sha256').update(seed).digest();
  return [0, 3, 6, 9].map((offset) => [digest[offset]!, digest[offset + 1]!, digest[offset + 2]!] as Rgb);
}

/** Deterministic artwork per (kind, name), so the seed never points at an external image host. */
export function renderPlaceholderArt(kind: string, name: string): Buffer | null {
  const size = ART_SIZES[kind];
  if (!size) return null;
  const [from, to, accent, spot] = seededColours(`${kind}/${name}`) as [Rgb, Rgb, Rgb, Rgb];
  const image = new Raster(size.width, size.height, from);
  const stripe = Math.max(8, Math.round(size.height / 10));
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const t = (x / size.width + y / size.height) / 2;
      const onStripe = (x + y) % (stripe * 4) < stripe;
      image.setPixel(x, y, onStripe ? accent : ([0, 1, 2].map((i) => Math.round(from[i]! * (1 - t) + to[i]! * t)) as Rgb));
    }
  }
  const radius = Math.round(Math.min(size.width, size.height) / 4);
  image.circle(Math.round(size.width * 0.72), Math.round(size.height / 2), radius, spot);
  return encodePng(size.width, size.height, image.pixels);
}
