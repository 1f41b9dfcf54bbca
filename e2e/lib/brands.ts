// Brands and a release store of a test's own (issue 23): the test writes brand files, each answering its own
// loopback host names (Chromium resolves *.localhost to this machine), and one composed site serves them all
// from a store the test fills with this tree's builds under versions it names, so that a test may add a
// release or repin a brand without touching the repository's.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APP_JOB } from '../../scripts/lib/prometheus.ts';
import { writeRelease } from '../../scripts/lib/release-store.ts';
import { startTopology } from '../../scripts/lib/site-topology.ts';
import { apiLogin } from './api-login.ts';
import { ROOT } from './site.ts';

import type { BrandFile } from '@wl/server';

/** A brand's file, as the server's one schema has it (server/src/brand-file.ts). */
export type { BrandFile };

const REAL_BRANDS = path.join(ROOT, 'config/whitelabels');

/** One of the repository's brands as its file is now, to start a test's own from. */
export const repositoryBrand = (id: 'khela24' | 'bdplay'): BrandFile =>
  JSON.parse(readFileSync(path.join(REAL_BRANDS, `${id}.json`), 'utf8')) as BrandFile;

/** This tree's commit, which a test's releases record as theirs. */
let commit: string | undefined;
const head = () => (commit ??= execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim());

/**
 * Writes a build made elsewhere (this tree's, a fixture) into a test's store as a release, as an operator's CI would
 * (`release.ts --dist`), by the same code, in this process.
 */
export const releaseBuild = (store: string, remote: string, dist: string, version: string) => {
  mkdirSync(store, { recursive: true });
  writeRelease(store, remote, version, dist, head());
};

export const REMOTES = ['mf-auth', 'mf-lobby', 'mf-cashier', 'mf-member', 'mf-agent'] as const;

/**
 * A release store of the test's own, in a folder of this run: this tree's build of every remote written as a
 * release under each version asked for (remote -> versions). The tests name their own versions, so that no
 * release of the repository's store (built against an older shell, perhaps) decides what they prove.
 */
export function testStore(versions: Partial<Record<(typeof REMOTES)[number], string[]>>): string {
  const store = mkdtempSync(path.join(tmpdir(), 'wl-store-'));
  for (const [remote, list] of Object.entries(versions))
    for (const version of list ?? []) releaseBuild(store, remote, path.join(ROOT, remote, 'dist'), version);
  return store;
}

/** A brand file of the test's own, from a repository brand: its host names and each remote's release. */
export function testBrand(
  from: 'khela24' | 'bdplay',
  hosts: string[],
  remotes: Record<string, string>,
  extra: Partial<BrandFile> = {},
): BrandFile {
  const brand = repositoryBrand(from);
  return { ...brand, hosts, remotes: { ...brand.remotes, ...remotes }, ...extra };
}

export interface BrandSite {
  port: number;
  /**
   * the site as this test process reaches it (127.0.0.1: only Chromium resolves *.localhost), for the dev API and the
   * operations page; the brand listing 127.0.0.1 among its hosts answers there
   */
  api: string;
  /** each application server's own address (loopback): what one server serves, not nginx's pick */
  appUrls: string[];
  /** the site's address under one of a brand's host names */
  url(host: string): string;
  /** Prometheus's address, for a site started with it */
  prometheusUrl?: string;
  readBrand(id: string): BrandFile;
  /** an operator's edit of a brand's file: the next page load follows it */
  writeBrand(brand: BrandFile): void;
  /** an operator's edit of a brand's file as text, as it is written (a broken one, say) */
  writeBrandText(id: string, text: string): void;
  /** stops the application servers alone: nginx goes on serving the static files */
  stopApp(): Promise<void>;
  /** starts it again */
  startApp(): Promise<void>;
  /** kills one application server as a crash would; the topology's supervisor starts it again (decision 047) */
  killApp(index: number): Promise<void>;
  /** every application server answers again */
  appsReady(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Waits until Prometheus has scraped every application server once. Each server makes its brands' series at 0 when
 * scraped; a page served before that starts a series at 1, and increase() never counts a series' first value, so
 * an alert on a test's first page loads could stay silent (a local run of canary.spec: the candidate's alert never
 * fired).
 */
async function firstScrapes(prometheusUrl: string, servers: number): Promise<void> {
  const query = new URLSearchParams({ query: `count(up{job=${JSON.stringify(APP_JOB)}} == 1)` });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = (await (await fetch(`${prometheusUrl}/api/v1/query?${query}`)).json()) as {
      data?: { result?: { value: [number, string] }[] };
    };
    if (Number(answer.data?.result?.[0]?.value[1] ?? 0) >= servers) return;
    if (Date.now() > deadline) throw new Error(`Prometheus scraped fewer than ${servers} application servers in 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The composed site (nginx and the application server) serving the given brands by host name from the given store, on its own port and database. */
export async function startBrands(
  port: number,
  brands: BrandFile[],
  store: string,
  env: Record<string, string> = {},
  /** Prometheus, for a test that reads the operations page's figures or its alerts (decision 046): a free port, a scrape a second */
  options: { prometheus?: boolean; log?: (line: string) => void } = {},
): Promise<BrandSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-whitelabels-'));
  const write = (brand: BrandFile) => writeFileSync(path.join(dir, `${brand.id}.json`), JSON.stringify(brand, null, 2));
  for (const brand of brands) {
    write(brand);
    // the brand's own logo and icons, as the repository keeps them beside its file
    const assets = path.join(REAL_BRANDS, brand.id);
    if (existsSync(assets)) cpSync(assets, path.join(dir, brand.id), { recursive: true });
  }
  mkdirSync(store, { recursive: true });
  const site = await startTopology({
    port,
    // the tests' sites run the demo's platform, with a database of their own (decision 045)
    demo: true,
    // each brand's last good file kept in a folder of this site's own (decision 042)
    env: {
      WHITELABELS_DIR: dir,
      RELEASES_DIR: store,
      DB_FILE: ':memory:',
      STATE_DIR: mkdtempSync(path.join(tmpdir(), 'wl-state-')),
      ...env,
    },
    ...(options.prometheus ? { prometheus: { port: 0, interval: '1s' } } : {}),
    log: options.log,
  });
  if (site.prometheusUrl) await firstScrapes(site.prometheusUrl, site.appUrls.length);
  return {
    port,
    api: `http://127.0.0.1:${port}`,
    appUrls: site.appUrls,
    url: (host) => `http://${host}:${port}`,
    prometheusUrl: site.prometheusUrl,
    readBrand: (id) => JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as BrandFile,
    writeBrand: write,
    writeBrandText: (id, text) => writeFileSync(path.join(dir, `${id}.json`), text),
    stopApp: site.stopApp,
    startApp: site.startApp,
    killApp: site.killApp,
    appsReady: site.appsReady,
    stop: site.stop,
  };
}

/**
 * A fresh member of a brand's merchant (made through the dev API, one for every brand), signed in on that brand's
 * origin as the site keeps a session.
 */
export async function signInDevMember(page: Page, site: BrandSite, host: string, merchant: string, options: Record<string, unknown> = {}) {
  const reply = await page.request.post(`${site.api}/dev/members`, { data: { balance: '1000.00', merchant, ...options } });
  if (!reply.ok()) throw new Error(`POST /dev/members: ${reply.status()} ${await reply.text()}`);
  const member = (await reply.json()) as { username: string; password: string; merchant: string };
  const session = await apiLogin(site.api, member.username, member.password, member.merchant);
  await page.goto(`${site.url(host)}/runtime/whitelabel.json`);
  await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
  return member;
}
