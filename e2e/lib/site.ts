// Starts a separate composed site (its own ports and runtime file) for tests that change the runtime
// file or serve a different build, so they never disturb the site the other tests share. Served as it is hosted
// (decision 032): nginx on the port (the remotes' builds on the next five), the application server behind it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTopology } from '../../scripts/lib/site-topology.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port for a separate site, offset from the run's base so that parallel runs never collide. */
export const sitePort = (offset: number) => Number(process.env.E2E_PORT ?? 8280) + offset;

export interface Site {
  url: string;
  /** each application server's own address (loopback), behind nginx */
  appUrls: string[];
  /** Prometheus's address, for a site started with it */
  prometheusUrl?: string;
  whitelabelFile: string;
  readWhitelabel(): WhitelabelFile;
  writeWhitelabel(w: WhitelabelFile): void;
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

export interface WhitelabelFile {
  remotes: Record<string, string>;
  [k: string]: unknown;
}

/** remotes on port+1..port+5, like the default file */
export async function startSite(
  port: number,
  opts: {
    env?: Record<string, string>;
    edit?: (w: WhitelabelFile) => void;
    extraServers?: string[];
    demo?: boolean;
    /** Prometheus, for a test that reads the operations page's figures (decision 046): a free port, a scrape a second */
    prometheus?: boolean;
  } = {},
): Promise<Site> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-site-'));
  const whitelabelFile = path.join(dir, 'whitelabel.json');
  const base = JSON.parse(readFileSync(path.join(ROOT, 'e2e/fixtures/whitelabel.e2e.json'), 'utf8')) as WhitelabelFile;
  const names = ['mf-auth', 'mf-lobby', 'mf-cashier', 'mf-member', 'mf-agent'];
  names.forEach((name, i) => (base.remotes[name] = `http://{hostname}:${port + 1 + i}/mf-manifest.json`));
  opts.edit?.(base);
  writeFileSync(whitelabelFile, JSON.stringify(base, null, 2));
  const site = await startTopology({
    port,
    // the tests' sites run the demo's platform, with a database of their own (decision 045), unless a test asks
    // for production's site
    demo: opts.demo ?? true,
    env: { WHITELABEL_FILE: whitelabelFile, DB_FILE: ':memory:', STATE_DIR: path.join(dir, 'state'), ...opts.env },
    extraServers: opts.extraServers,
    ...(opts.prometheus ? { prometheus: { port: 0, interval: '1s' } } : {}),
  });
  return {
    url: site.url,
    appUrls: site.appUrls,
    prometheusUrl: site.prometheusUrl,
    whitelabelFile,
    readWhitelabel: () => JSON.parse(readFileSync(whitelabelFile, 'utf8')) as WhitelabelFile,
    writeWhitelabel: (w) => writeFileSync(whitelabelFile, JSON.stringify(w, null, 2)),
    stopApp: site.stopApp,
    startApp: site.startApp,
    killApp: site.killApp,
    appsReady: site.appsReady,
    stop: site.stop,
  };
}
