export type Rgb = [number, number, number];

/** A tiny RGB canvas, enough for captchas and placeholder artwork. */
export class Raster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;

  constructor(width: number, height: number, background: Rgb) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  setPixel(x: number, y: number, [r, g, b]: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    const offset = (py * this.width + px) * 3;
    this.pixels[offset] = r;
    this.pixels[offset + 1] = g;
    this.pixels[offset + 2] = b;
  }

  fillRect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let row = y; row < y + height; row++) for (let col = x; col < x + width; col++) this.setPixel(col, row, colour);
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb, thickness = 1): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) {
      const x = x0 + ((x1 - x0) * i) / steps;
      const y = y0 + ((y1 - y0) * i) / steps;
      this.fillRect(Math.round(x), Math.round(y), thickness, thickness, colour);
    }
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let y = -radius; y <= radius; y++)
      for (let x = -radius; x <= radius; x++) if (x * x + y * y <= radius * radius) this.setPixel(cx + x, cy + y, colour);
  }
}
