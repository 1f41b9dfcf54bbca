// Made-up builds for the server's tests: a shell's dist (index.html, startup-assets.json) and a remote's manifest
// with one route, so that the renderer and the routes are tested without any real page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL_PROVIDES_FILE } from '@wl/build/shell-provides';
import type { FirstScreen } from '@wl/plain/routes';
import type { BrandFile } from './brand-file.ts';
import type { Brand } from './brands.ts';
import { createFirstImagesCache } from './page/first-images.ts';
import { type ReleaseOrigin, releaseOrigin } from './release-origin.ts';
import type { RemoteManifest } from './runtime-file.ts';

export const INDEX = `<!doctype html><html lang="bn"><head><meta charset="utf-8" /><meta name="theme-color" content="#0b1530" /><title>Shell</title><script defer src="/main.0badc0de.js"></script></head><body><div id="root"></div></body></html>`;

/** What the fixture shell provides: React 19 and @wl/shared 5. */
export const SHELL_PROVIDES = { react: '19.3.1', 'react/': '19.3.1', 'react-dom': '19.3.1', '@wl/shared': '5.4.0' };

/** A shell build folder with its page and its start chunks. */
export function shellDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'startup-assets.json'), JSON.stringify({ js: ['11.aaaaaaaa.js'], css: ['12.bbbbbbbb.css'] }));
  // the strict singletons it provides, as the recipe writes them (tooling/build providedSingletons)
  writeFileSync(path.join(dir, SHELL_PROVIDES_FILE), JSON.stringify({ provides: SHELL_PROVIDES }));
  mkdirSync(path.join(dir, 'brand'));
  return dir;
}

/** A remote's manifest serving /m/widgets with its module './Widgets' and one chunk of its own. */
export const widgetsManifest: RemoteManifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    publicPath: 'auto',
    routeManifest: {
      remote: 'mf-widgets',
      routes: [{ key: 'widgets', path: '/m/widgets', module: './Widgets', titles: { bn: 'উইজেট', en: 'Widgets' } }],
    },
  },
  exposes: [{ path: './Widgets', assets: { js: { sync: ['widgets.cccccccc.js'] }, css: { sync: [] } } }],
};

/** A whole brand file as the schema wants it (brand-file.ts), on its hosts, with its remotes and anything else given. */
export const brandFile = (
  id: string,
  hosts: string[],
  remotes: Record<string, string> = {},
  extra: Partial<BrandFile> = {},
): BrandFile => ({
  id,
  siteName: id.toUpperCase(),
  ...(hosts.length ? { hosts } : {}),
  merchantCode: 'M1',
  trialMerchantCode: 'M1_TRIAL',
  currency: { code: 'BDT', symbol: '৳' },
  languages: ['bn', 'en'],
  defaultLanguage: 'bn',
  logo: '/brand/logo.svg',
  theme: {},
  apiBase: '',
  remotes,
  imageCdns: [],
  ...extra,
});

/** The brand of a brand file, as the source makes it. */
export const brandOf = (config: BrandFile): Brand => ({ id: config.id, file: `${config.id}.json`, assetsDir: null, config });

/**
 * Made-up first screens (decision 022), shaped as a remote publishes them: a banner drawn from what the server
 * last saw, and a grid whose call takes the address's query, the merchant and the language.
 */
export const bannerScreen: FirstScreen = {
  call: { path: '/wps/relay/KIOSK_banners', query: [['group', 'k_home']] },
  images: { at: '', count: 1, fields: ['url'] },
  appImage: '[data-testid="kiosk-banner"] img',
  boxes: { top: 40, sides: 16, columns: 1, gap: 0, aspect: '2/1', radius: 6, image: [600, 300] },
  drawKnown: true,
  startWaits: false,
};
export const gridScreen: FirstScreen = {
  call: {
    path: '/wps/relay/KIOSK_items',
    query: [
      ['merchant', { merchant: true }],
      ['shelf', { param: 'shelf' }],
      ['brand', { param: 'brand' }],
      ['language', { language: true }],
    ],
  },
  params: {
    shelf: { default: 'TOYS', upper: true, oneOf: ['TOYS', 'BOOKS'] },
    brand: { default: '', pattern: '^[A-Za-z0-9_-]{1,40}$' },
  },
  images: { at: 'items', count: 3, fields: ['thumb', 'picture'] },
  appImage: '[data-testid="kiosk-item"] img',
  boxes: { top: 100, sides: 10, columns: 3, gap: 6, aspect: '1', radius: 4, image: [100, 100], maxViewport: 479 },
  drawKnown: false,
  startWaits: true,
};

export const ok = (value: unknown) => ({ success: true, value });

/**
 * The first images' cache (page/first-images.ts) on a platform that answers instead of the network: a clock, the
 * image CDNs its status names, whether it is down, the calls it got. It answers `call` with `answer(language)`.
 */
export function firstImagesOnFakePlatform(call: string, answer: (language: string) => unknown) {
  const state = { clock: 0, cdns: [] as string[], down: false, calls: [] as string[] };
  const cache = createFirstImagesCache({
    selfOrigin: () => 'http://127.0.0.1:9',
    ttlMs: 1000,
    now: () => state.clock,
    fetchJson: async (url, headers) => {
      state.calls.push(`${headers.Language} ${url}`);
      if (state.down) throw new Error('down');
      return url.includes(call) ? answer(headers.Language!.toLowerCase()) : ok({ info: { imageCdns: state.cdns } });
    },
  });
  return { state, cache };
}

/** A remote's manifest as the origin checks it (release-origin.ts), with one route of its own. */
export const manifestWithRoute = (remote: string, key: string, routePath = `/m/${key}`) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, routeManifest: { remote, routes: [{ key, path: routePath }] } },
    exposes: [],
  });

/**
 * A release in a store folder as scripts/release.ts writes one: its manifest (one route), its entry and its
 * release.json listing both.
 */
export function storeRelease(store: string, remote: string, version: string, shared?: Record<string, string>) {
  const dir = path.join(store, remote, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), manifestWithRoute(remote, 'home'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), '');
  writeFileSync(path.join(dir, 'release.json'), releaseJson(remote, version, shared));
}

/** A release.json naming the two files storeRelease writes, and the shared ranges it needs. */
export const releaseJson = (
  remote: string,
  version: string,
  shared: Record<string, string> = { react: '^19.3.1', '@wl/shared': '^5.4.0' },
) =>
  JSON.stringify({
    remote,
    version,
    commit: 'c0ffee',
    builtAt: '2026-12-01T00:00:00Z',
    shared,
    routes: null,
    files: ['mf-manifest.json', 'remoteEntry.js'],
  });

/**
 * A store folder read as the releases' origin (a file: origin: the reader the servers use over HTTP, decision 049),
 * the releases given asked already, so that what a test then reads synchronously is known.
 */
export async function storeOrigin(dir: string, releases: [remote: string, version: string][] = []): Promise<ReleaseOrigin> {
  const origin = releaseOrigin({ origin: dir, log: () => {} });
  await Promise.all(releases.map(([remote, version]) => origin.load(origin.manifestUrl(undefined, remote, version))));
  return origin;
}
