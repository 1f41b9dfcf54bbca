// The perf floor's build (decision 039): the site's stack and nothing else. A host (React, the router, i18next, the
// federation runtime with its one core, as the shell's) loads one small remote from another origin, as the shell
// loads the lobby; the remote renders a static list of 12 images. The same recipe choices as tooling/build where they
// change what a page costs: production mode, the federation runtime's ES module builds, shared singletons, hashed
// files with brotli and gzip copies (nginx sends them as it sends the site's).
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { EsmFederationRuntime, runtimeExperiments } from '@wl/build/federation-runtime';
import { precompressOutput } from '@wl/build/precompress';
import { type Configuration, rspack } from '@rspack/core';

const dir = import.meta.dirname;
const singleton = (requiredVersion: string) => ({ singleton: true, strictVersion: true, requiredVersion });
const shared = {
  react: singleton('^19.3.1'),
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  'react-router': singleton('^8.5.1'),
  i18next: singleton('^27.1.2'),
  'react-i18next': singleton('^18.0.1'),
};

// the tiles are plain files on the page's origin, as the site's game images are (/assets/ on its origin)
const TILES = 12;
const tile = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${n * 30} 70% 45%)"/><stop offset="1" stop-color="hsl(${n * 30 + 60} 70% 30%)"/></linearGradient></defs><rect width="240" height="240" rx="24" fill="url(#g)"/><circle cx="120" cy="104" r="56" fill="#fff" fill-opacity=".25"/><text x="120" y="200" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${n + 1}</text></svg>`;
const emitTiles = {
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('floor-tiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'floor-tiles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (let n = 0; n < TILES; n++) compilation.emitAsset(`img/tile-${n + 1}.svg`, new rspack.sources.RawSource(tile(n)));
      });
    });
  },
};

const HTML = `<!doctype html>
<html lang="bn">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function common(name: string, out: string): Configuration {
  return {
    mode: 'production',
    context: dir,
    devtool: false,
    output: {
      path: path.join(dir, 'dist', out),
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
            env: { targets: 'chrome >= 87, safari >= 14, firefox >= 90' },
          },
        },
      ],
    },
    performance: { hints: false },
  };
}

const host: Configuration = {
  ...common('floor', 'host'),
  entry: { main: './src/host/index.ts' },
  output: { ...common('floor', 'host').output, publicPath: '/' },
  plugins: [
    new rspack.HtmlRspackPlugin({ templateContent: HTML, chunks: ['main'], publicPath: '/' }),
    emitTiles,
    precompressOutput(path.join(dir, 'dist/host')),
    new EsmFederationRuntime(),
    new ModuleFederationPlugin({
      name: 'floor',
      manifest: false,
      dts: false,
      shareStrategy: 'loaded-first',
      shared,
      experiments: runtimeExperiments('host', false),
    }),
  ],
};

const remote: Configuration = {
  ...common('floor_remote', 'remote'),
  entry: {},
  output: { ...common('floor_remote', 'remote').output, publicPath: 'auto' },
  plugins: [
    precompressOutput(path.join(dir, 'dist/remote')),
    new EsmFederationRuntime(),
    new ModuleFederationPlugin({
      name: 'floor_remote',
      filename: 'remoteEntry.js',
      exposes: { './List': './src/remote/list.tsx' },
      manifest: true,
      dts: false,
      shareStrategy: 'loaded-first',
      shared,
      experiments: runtimeExperiments('remote', true),
    }),
  ],
};

export default [host, remote];
