import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir, precompressFile } from './precompress.ts';

const folder = () => mkdtempSync(path.join(tmpdir(), 'wl-precompress-'));
const script = 'export const greeting = "hello, player";\n'.repeat(200);

describe('the precompressed copies nginx sends (decision 032)', () => {
  it('are the file itself once decompressed, and smaller', () => {
    const file = path.join(folder(), 'main.0badc0de.js');
    writeFileSync(file, script);
    precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
  });

  it('are not written for a file they would not shrink, and one left from an older file of that name goes', () => {
    const file = path.join(folder(), 'sw.js');
    writeFileSync(file, script);
    precompressFile(file);
    // the next build's file of the same name is too small to gain: nginx must send it, not the old copies
    writeFileSync(file, 'x');
    precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });

  it("cover a folder's text files, its subfolders too, and leave images and the copies themselves alone", () => {
    const dir = folder();
    mkdirSync(path.join(dir, 'brand'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ files: Array(100).fill('remoteEntry.js') }));
    writeFileSync(path.join(dir, 'brand', 'logo.svg'), `<svg>${'<rect width="1" height="1"/>'.repeat(50)}</svg>`);
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096));
    expect(precompressDir(dir)).toBe(2);
    expect(existsSync(path.join(dir, 'brand', 'logo.svg.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'mf-manifest.json.br.br'))).toBe(false);
  });

  it('with missingOnly, leave the files that have their copies (a release copied from a build that wrote them)', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'remoteEntry.js'), script);
    writeFileSync(path.join(dir, 'remoteEntry.js.br'), 'as the build wrote it');
    writeFileSync(path.join(dir, 'chunk.1234abcd.js'), script);
    expect(precompressDir(dir, { missingOnly: true })).toBe(1);
    expect(readFileSync(path.join(dir, 'remoteEntry.js.br'), 'utf8')).toBe('as the build wrote it');
    expect(existsSync(path.join(dir, 'chunk.1234abcd.js.br'))).toBe(true);
  });
});
