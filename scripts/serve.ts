// The composed production site on this machine: the shell, the release store and the dev API on one origin
// per brand (PORT, default 8080; each brand answers the host names its file lists), and each remote's live
// build on its own origin where a brand names it by URL. The brand files are read again when they change, so
// an edit (a release pinned, a canary, a rollback) takes effect on the next page load.
//
//   PORT=8080 WHITELABELS_DIR=config/whitelabels RELEASES_DIR=releases DB_FILE=dev-api/.data/dev.sqlite node scripts/serve.ts
//   WHITELABEL_FILE=some/brand.json   one brand file for every host (tests, a single-brand deployment)
//   EXTRA_REMOTES=mf-lobby@8092       also serves a remote's build (a package name or a dist folder) at another origin
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createDevApi } from '../dev-api/src/index.ts';
import { negotiate } from '../dev-api/src/http/compression.ts';
import { htmlPageHeaders } from '../dev-api/src/http/html-page.ts';
import {
  anyOf,
  type Brand,
  brandSource,
  DEFAULT_HEALTH_LIMITS,
  forDevice,
  HealthStore,
  type ManifestReader,
  pageDevice,
  parseReport,
  RELEASE_FILE_HEADERS,
  ReportRate,
  releaseDir,
  releaseOfPath,
  runtimeFileFor,
  storeManifests,
} from '../server/src/index.ts';
import { healthPage } from '../server/src/health-page.ts';
import { unknownHostPage } from '../server/src/unknown-host.ts';
import { createFirstImagesCache } from './lib/first-images.ts';
import { allFirstScreens, localManifests } from './lib/remote-routes.ts';
import { applyRemoteHeaders, applyShellHeaders } from './lib/security-headers.ts';
import { createShellPage } from './lib/shell-page.ts';
import { serveStatic } from './lib/static-server.ts';
import { sendWebManifest, WEB_MANIFEST_PATH } from './lib/web-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 8080);
const WHITELABEL_FILE = process.env.WHITELABEL_FILE ? path.resolve(ROOT, process.env.WHITELABEL_FILE) : null;
const WHITELABELS_DIR = path.resolve(ROOT, process.env.WHITELABELS_DIR ?? 'config/whitelabels');
const RELEASES_DIR = path.resolve(ROOT, process.env.RELEASES_DIR ?? 'releases');
const DB_FILE = process.env.DB_FILE ?? path.join(ROOT, 'dev-api/.data/dev.sqlite');

const brands = brandSource(WHITELABEL_FILE ? { file: WHITELABEL_FILE } : { dir: WHITELABELS_DIR });

/** The local port a manifest URL names, when it points at this machine. */
function localPort(url: string): number | null {
  try {
    const u = new URL(url.replaceAll('{hostname}', 'localhost'));
    return ['localhost', '127.0.0.1'].includes(u.hostname) && u.port ? Number(u.port) : null;
  } catch {
    return null;
  }
}

function dist(pkg: string) {
  const dir = pkg.includes('/') ? path.resolve(ROOT, pkg) : path.join(ROOT, pkg, 'dist');
  if (!existsSync(path.join(dir, pkg === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`${pkg} is not built: run the start command (it builds), or pnpm --filter ${pkg} build`);
  }
  return dir;
}

function listen(server: Server, port: number, label: string) {
  // a malformed request line is answered, not thrown
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      console.log(`${label.padEnd(10)} http://localhost:${port}/`);
      resolve();
    });
  });
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;
/** The host name of a request, lower case without its port; null when it is not a plain one. */
function hostnameOf(req: IncomingMessage): string | null {
  const host = String(req.headers.host ?? '').toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return HOST.test(name) ? name : null;
}
/** The page's origin as the browser sees it (a proxy in front says its scheme). */
const originOf = (req: IncomingMessage) => `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers.host}`;
const isLoopback = (req: IncomingMessage) => ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '');

const api = createDevApi({ dbFile: DB_FILE });
// SHELL_DIST (tests): the shell's build from another folder, e.g. a copy a test turns into a next release
const shellDir = process.env.SHELL_DIST ? path.resolve(process.env.SHELL_DIST) : dist('shell');
const servers: Server[] = [];
const remotePorts = new Map<number, string>();
const selfOrigin = () => `http://127.0.0.1:${PORT}`;
const firstImages = createFirstImagesCache({ selfOrigin });
const remoteDir = (port: number) => (remotePorts.has(port) ? dist(remotePorts.get(port)!) : null);
const health = new HealthStore();
const reportRate = new ReportRate(DEFAULT_HEALTH_LIMITS.reportsPerMinute);

/** The remotes' manifests this server can read for a request: the release store's and the live builds'. */
const manifestsFor = (req: IncomingMessage): ManifestReader =>
  anyOf(storeManifests(RELEASES_DIR, originOf(req)), localManifests(remoteDir, hostnameOf(req) ?? 'localhost'));
/** The runtime file of the request's brand as its page gets it (releases and canary resolved, routes added). */
const runtimeFileOf = (brand: Brand, req: IncomingMessage) =>
  runtimeFileFor(brand, { origin: originOf(req), hostname: hostnameOf(req) ?? 'localhost', read: manifestsFor(req) });
/** What the policy admits: the stable releases' origins and the candidates'. */
const policySource = (file: ReturnType<typeof runtimeFileOf>) => ({
  ...file,
  remotes: { ...file.remotes, ...Object.fromEntries(Object.entries(file.canary).map(([name, offer]) => [`${name}#canary`, offer.url])) },
});

const shellPage = createShellPage({
  shellDir,
  // the page hints the releases this device runs (a canary's candidate or the stable), as the shell will choose them
  whitelabel: (req, res) => {
    const device = pageDevice(req.headers.cookie, req.headers['x-forwarded-proto'] === 'https');
    if (device.setCookie) res.setHeader('Set-Cookie', device.setCookie);
    return forDevice(runtimeFileOf(brands.forHost(hostnameOf(req) ?? '')!, req), device.id, device.fellBack);
  },
  manifest: manifestsFor,
  firstImages: firstImages.forPage,
});

function sendHtml(res: ServerResponse, status: number, page: { html: string; styles: string[] }) {
  res.writeHead(status, { ...htmlPageHeaders({ styles: page.styles }), 'Content-Type': 'text/html; charset=utf-8' });
  res.end(page.html);
}

async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** POST /ops/reports: a page's remote health reports, counted for its brand (server/src/health.ts). */
async function takeReports(req: IncomingMessage, res: ServerResponse, brand: Brand) {
  const done = (status: number) => {
    res.writeHead(status, { 'Cache-Control': 'no-store', 'Content-Length': 0 });
    res.end();
  };
  if (req.method !== 'POST') return done(405);
  if (!reportRate.allow(req.socket.remoteAddress ?? 'unknown', Date.now())) return done(429);
  const body = await readBody(req, 8 * 1024);
  if (body === null) return done(413);
  const verdict = parseReport(body);
  if (!verdict.ok) return done(verdict.status);
  health.add(brand.id, verdict.events, Date.now());
  done(204);
}

const shell = createServer(async (req, res) => {
  try {
    const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    // The operations pages answer this machine only, as the dev API's operator pages do, for every brand.
    if (pathname === '/ops/health' || pathname === '/ops/health.json') {
      if (!isLoopback(req)) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end('The operations pages answer this machine only.\n');
      }
      // a release a brand names that this server's store lacks (a brand on a CDN of its own: not known here)
      const inStore = (brand: Brand, remote: string, version: string) => {
        if (brand.config.releasesBase) return null;
        const dir = releaseDir(RELEASES_DIR, remote, version);
        return dir !== null && existsSync(path.join(dir, 'mf-manifest.json'));
      };
      const view = healthPage(brands.all(), health, Date.now(), inStore);
      if (pathname.endsWith('.json')) {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end(JSON.stringify(view.data));
      }
      return sendHtml(res, 200, view);
    }
    const brand = brands.forHost(hostnameOf(req) ?? '');
    if (!brand) return sendHtml(res, 404, unknownHostPage());
    if (pathname === '/runtime/whitelabel.json') {
      // with the releases resolved and the remotes' routes read from their builds (decisions 022, 025), compressed
      const file = JSON.stringify(runtimeFileOf(brand, req));
      const { body, headers } = negotiate(req, file, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.writeHead(200, headers);
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (pathname === WEB_MANIFEST_PATH) return sendWebManifest(res, brand.config);
    if (pathname === '/ops/reports') return await takeReports(req, res, brand);
    const release = releaseOfPath(pathname);
    if (release) {
      // a release never changes once written: a year, immutable, readable by any origin that names it
      for (const [name, value] of Object.entries(RELEASE_FILE_HEADERS)) res.setHeader(name, value);
      return serveStatic(req, res, { root: RELEASES_DIR, urlPrefix: '/releases', immutable: true });
    }
    if (await api.handle(req, res)) return;
    applyShellHeaders(req, res, () => policySource(runtimeFileOf(brand, req)));
    if (shellPage(req, res)) return;
    // the brand's own logo and icons, else the shell's
    if (pathname.startsWith('/brand/') && brand.assetsDir && existsSync(path.join(brand.assetsDir, pathname.slice('/brand/'.length))))
      return serveStatic(req, res, { root: brand.assetsDir, urlPrefix: '/brand' });
    serveStatic(req, res, { root: shellDir, spaFallback: true });
  } catch (err) {
    console.error(err);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, errorCode: 'internal_error', message: 'Internal error' }));
  }
});
servers.push(shell);
await listen(shell, PORT, 'shell');

// every remote a brand names by a URL on a local port, whatever its name: the set of remotes is data
for (const brand of brands.all()) {
  for (const [name, url] of Object.entries(brand.config.remotes)) {
    const port = localPort(url);
    if (port && existsSync(path.join(ROOT, name))) remotePorts.set(port, name);
  }
}
for (const spec of (process.env.EXTRA_REMOTES ?? '').split(',').filter(Boolean)) {
  const [name, port] = spec.split('@');
  if (name && port) remotePorts.set(Number(port), name);
}
for (const [port, name] of remotePorts) {
  const root = dist(name);
  const server = createServer((req, res) => {
    applyRemoteHeaders(res);
    serveStatic(req, res, { root, cors: true });
  });
  servers.push(server);
  await listen(server, port, name);
}
// the first page of each published first screen already has its images (its default query)
for (const brand of brands.all()) {
  const hostname = brand.config.hosts?.[0] ?? 'localhost';
  const origin = `http://${hostname}:${PORT}`;
  const read = anyOf(storeManifests(RELEASES_DIR, origin), localManifests(remoteDir, hostname));
  const file = runtimeFileFor(brand, { origin, hostname, read });
  for (const screen of allFirstScreens(file, hostname, read)) firstImages.forPage(file, screen, '');
}
console.log(
  `brands ${brands
    .all()
    .map((b) => `${b.id} (${(b.config.hosts ?? ['any host']).join(', ')})`)
    .join(
      '; ',
    )}; releases from ${path.relative(ROOT, RELEASES_DIR) || '.'}; dev API on each brand's origin (outbox: /dev/outbox); runtime file ready`,
);

// The last line of defence: one request's failure is logged, never the end of the site for everyone.
process.on('uncaughtException', (error) => console.error('[serve] uncaught', error));
process.on('unhandledRejection', (error) => console.error('[serve] unhandled rejection', error));

const stop = () => {
  for (const s of servers) s.close();
  api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
