// The brotli and gzip copies of a build's text files, written beside them (x.js.br, x.js.gz) once, when the build
// or the release is made: nginx sends them as they are (gzip_static, brotli_static; decision 032), so no request
// pays for compression and brotli runs at its best quality, which is too slow to run per request.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing; images other than SVG and fonts are compressed already. */
export const PRECOMPRESSED = /\.(js|mjs|css|json|svg|html|txt|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` beside one file. A copy that would not be smaller is not written (nginx then sends
 * the file itself); a copy left from an older file of the same name (sw.js, remoteEntry.js) is overwritten or, when
 * none is written, removed: nginx would send it in place of the new file.
 */
export function precompressFile(file: string): void {
  const raw = readFileSync(file);
  const copies = {
    br: brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gz: gzipSync(raw, { level: 9 }),
  };
  for (const [ext, body] of Object.entries(copies)) {
    if (body.length < raw.length) writeFileSync(`${file}.${ext}`, body);
    else rmSync(`${file}.${ext}`, { force: true });
  }
}

/**
 * Every compressible file of a folder, its subfolders included (a build's dist, a release); with `missingOnly`, only
 * the files that have no copies yet (a release copied from a build that wrote them).
 */
export function precompressDir(dir: string, options: { missingOnly?: boolean } = {}): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) count += precompressDir(full, options);
    else if (PRECOMPRESSED.test(name) && !(options.missingOnly && (existsSync(`${full}.br`) || existsSync(`${full}.gz`)))) {
      precompressFile(full);
      count += 1;
    }
  }
  return count;
}

/** The recipe's plugin: a production build's output folder gets its copies once everything is written. */
export const precompressOutput = (outDir: string) => ({
  apply(compiler: { hooks: { afterEmit: { tap(name: string, fn: () => void): void } } }) {
    compiler.hooks.afterEmit.tap('precompress', () => void precompressDir(outDir));
  },
});
