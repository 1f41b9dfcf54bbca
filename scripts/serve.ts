// The composed production site on this machine: the shell and the dev API on one origin (PORT, default
// 8080), each remote's build on its own origin, at the port its manifest URL names in the whitelabel
// runtime file. The runtime file is read on every request, so an edit takes effect on the next reload.
//
//   PORT=8080 WHITELABEL_FILE=config/whitelabels/default.json DB_FILE=dev-api/.data/dev.sqlite node scripts/serve.ts
//   EXTRA_REMOTES=mf-lobby@8092   also serves a remote's build (a package name or a dist folder) at another origin
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createDevApi } from '../dev-api/src/index.ts';
import { negotiate } from '../dev-api/src/http/compression.ts';
import { createFirstImagesCache } from './lib/first-images.ts';
import { applyRemoteHeaders, applyShellHeaders } from './lib/security-headers.ts';
import { allFirstScreens, localManifests, runtimeFileWithRoutes } from './lib/remote-routes.ts';
import { createShellPage, requestHostname } from './lib/shell-page.ts';
import { serveStatic } from './lib/static-server.ts';
import { sendWebManifest, WEB_MANIFEST_PATH } from './lib/web-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 8080);
const WHITELABEL_FILE = path.resolve(ROOT, process.env.WHITELABEL_FILE ?? 'config/whitelabels/default.json');
const DB_FILE = process.env.DB_FILE ?? path.join(ROOT, 'dev-api/.data/dev.sqlite');

function readWhitelabel(): { merchantCode?: string; apiBase?: string; remotes: Record<string, string> } {
  return JSON.parse(readFileSync(WHITELABEL_FILE, 'utf8'));
}

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

const api = createDevApi({ dbFile: DB_FILE });
// SHELL_DIST (tests): the shell's build from another folder, e.g. a copy a test turns into a next release
const shellDir = process.env.SHELL_DIST ? path.resolve(process.env.SHELL_DIST) : dist('shell');
const servers: Server[] = [];
const remotePorts = new Map<number, string>();
const selfOrigin = () => `http://127.0.0.1:${PORT}`;
const firstImages = createFirstImagesCache({ selfOrigin });
// the page with the critical path's hints (the route's remote, the start's chunks and platform calls)
const remoteDir = (port: number) => (remotePorts.has(port) ? dist(remotePorts.get(port)!) : null);
const shellPage = createShellPage({
  shellDir,
  whitelabel: readWhitelabel,
  remoteDir,
  firstImages: firstImages.forPage,
});

const shell = createServer(async (req, res) => {
  try {
    const pathname = (req.url ?? '/').split(/[?#]/)[0];
    if (pathname === '/runtime/whitelabel.json') {
      // with the routes of the remotes served here, read from their builds (decision 022), compressed: the
      // routes' titles make it some 10 KB
      const hostname = requestHostname(req);
      const file = JSON.stringify(runtimeFileWithRoutes(readWhitelabel(), hostname, localManifests(remoteDir, hostname)));
      const { body, headers } = negotiate(req, file, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.writeHead(200, headers);
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (pathname === WEB_MANIFEST_PATH) return sendWebManifest(res, WHITELABEL_FILE);
    if (await api.handle(req, res)) return;
    applyShellHeaders(req, res, readWhitelabel);
    if (shellPage(req, res)) return;
    serveStatic(req, res, { root: shellDir, spaFallback: true });
  } catch (err) {
    console.error(err);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, errorCode: 'internal_error', message: 'Internal error' }));
  }
});
servers.push(shell);
await listen(shell, PORT, 'shell');

// every remote the runtime file names on a local port, whatever its name: the set of remotes is data
for (const [name, url] of Object.entries(readWhitelabel().remotes)) {
  const port = localPort(url);
  if (port && existsSync(path.join(ROOT, name))) remotePorts.set(port, name);
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
for (const screen of allFirstScreens(readWhitelabel(), 'localhost', localManifests(remoteDir, 'localhost')))
  firstImages.forPage(readWhitelabel(), screen, '');
console.log(`runtime file ${path.relative(ROOT, WHITELABEL_FILE)}; dev API on the shell's origin (outbox: /dev/outbox)`);

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
