// Made-up builds for the server's tests: a shell's dist (index.html, startup-assets.json) and a remote's manifest
// with one route, so that the renderer and the routes are tested without any real page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrandFile } from './brand-file.ts';
import type { Brand } from './brands.ts';
import type { RemoteManifest } from './runtime-file.ts';

export const INDEX = `<!doctype html><html lang="bn"><head><meta charset="utf-8" /><meta name="theme-color" content="#0b1530" /><title>Shell</title><script defer src="/main.0badc0de.js"></script></head><body><div id="root"></div></body></html>`;

/** A shell build folder with its page and its start chunks. */
export function shellDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'startup-assets.json'), JSON.stringify({ js: ['11.aaaaaaaa.js'], css: ['12.bbbbbbbb.css'] }));
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

/** A dev API that answers nothing (the server's own routes under test). */
export const noApi = { handle: async () => false };
