import zlib from 'node:zlib';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomCaptchaAnswer, renderCaptcha } from './captcha-image.ts';
import { encodePng } from './png-encoder.ts';

interface Chunk {
  type: string;
  data: Buffer;
}

/** A strict reader: every chunk's CRC must match. */
function readPng(png: Buffer): { width: number; height: number; chunks: Chunk[]; pixels: Buffer } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('latin1');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc).toBe(zlib.crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0);
    chunks.push({ type, data });
    offset += 12 + length;
  }
  const header = chunks[0]!.data;
  const pixels = zlib.inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4), chunks, pixels };
}

describe('PNG encoder', () => {
  it('writes IHDR, IDAT and IEND with valid CRCs and unfiltered rows', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]);
    const png = readPng(encodePng(2, 2, rgb));
    expect(png.chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height]).toEqual([2, 2]);
    expect([...png.chunks[0]!.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect([...png.pixels]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow();
  });
});

describe('captcha image', () => {
  it('renders a 4-digit answer as a PNG of the documented size', () => {
    const answer = randomCaptchaAnswer();
    expect(answer).toMatch(/^\d{4}$/);
    const png = readPng(renderCaptcha(answer));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(png.pixels).toHaveLength((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
  });

  it('draws different pixels for different answers', () => {
    expect(renderCaptcha('1111').equals(renderCaptcha('8888'))).toBe(false);
  });
});
