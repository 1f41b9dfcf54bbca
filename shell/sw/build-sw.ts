// Builds dist/sw.js after the shell's build: the worker's source (sw.ts, with the Workbox modules it
// imports) bundled by Rspack, with the precache list of the shell's files written in. Run by the shell's
// build script; `node sw/build-sw.ts` alone rebuilds the worker for the dist folder as it is.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { precompressFile } from '@wl/build/precompress';

const SHELL = path.resolve(import.meta.dirname, '..');
const DIST = process.env.MF_OUT_DIR ?? path.join(SHELL, 'dist');

/** What the shell needs to start offline: its page, its scripts and styles, its brand files. */
const PRECACHE = /^(index\.html|[^/]+\.(js|css)|brand\/.+\.(svg|png))$/;
const NEVER = /^(sw\.js|.*\.map)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

export interface PrecacheEntry {
  url: string;
  /** null for a hashed file (its name is its revision), else a hash of the content */
  revision: string | null;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

const contentHash = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 16);

export function precacheList(dist: string): PrecacheEntry[] {
  return listFiles(dist)
    .filter((rel) => PRECACHE.test(rel) && !NEVER.test(rel))
    .sort()
    .map((rel) => ({
      url: `/${rel}`,
      revision: HASHED.test(rel) ? null : contentHash(path.join(dist, rel)),
    }));
}

export function buildServiceWorker(dist = DIST): Promise<number> {
  const manifest = precacheList(dist);
  const compiler = rspack({
    mode: 'production',
    context: SHELL,
    target: 'webworker',
    entry: { sw: './sw/sw.ts' },
    devtool: false,
    output: { path: dist, filename: '[name].js', clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'self.__WB_MANIFEST': JSON.stringify(manifest) })],
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      // its brotli and gzip copies, as the recipe writes them for every other file (decision 032)
      precompressFile(path.join(dist, 'sw.js'));
      resolve(manifest.length);
    }),
  );
}

if (process.argv[1] === import.meta.filename) {
  const count = await buildServiceWorker();
  console.log(`service worker: dist/sw.js precaches ${count} files`);
}
