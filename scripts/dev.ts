// `pnpm dev`: the composed site with hot reload. The dev API (seeded SQLite, as start.sh serves it), the
// shell's dev server and every remote's dev server, each `rspack serve` of its own package. The shell's
// dev server answers /runtime/whitelabel.json with the remotes on their dev servers and proxies /wps,
// /lgw, /dev and /assets to the dev API, so an edit in any part shows in the shell's page.
//
//   DEV_PORT=3000      the shell; the remotes take the next five ports (tooling/build/src/dev-servers.ts)
//   DEV_API_PORT=8090  the dev API
//   DB_FILE            the dev API's database (default dev-api/.data/dev.sqlite)
//   WHITELABEL_FILE    the runtime file whose merchant, theme and flags the dev site uses
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEV_REMOTES, devPort } from '@wl/build/dev-servers';
import { startDevApi } from '@wl/dev-api';

const ROOT = path.resolve(import.meta.dirname, '..');
const PARTS = ['shell', ...DEV_REMOTES];
const API_PORT = Number(process.env.DEV_API_PORT ?? 8090);

// the dev servers proxy to the dev API with their own origin: the API trusts exactly those (issue 13 finding 10)
process.env.CORS_ORIGINS ??= PARTS.map((part) => `http://localhost:${devPort(part)}`).join(',');
const api = await startDevApi(API_PORT, process.env.DB_FILE ? { dbFile: process.env.DB_FILE } : {});
console.log(`dev API    ${api.url}/ (outbox: /dev/outbox)`);

// one pnpm runs every part's own `dev` script, its output prefixed with the part's name
const servers = spawn('pnpm', ['-r', '--parallel', ...PARTS.flatMap((p) => ['--filter', `./${p}`]), 'dev'], {
  cwd: ROOT,
  env: { ...process.env, DEV_API: api.url },
  stdio: 'inherit',
  // its own process group, so stopping takes every dev server with it
  detached: true,
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-servers.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  await api.close();
  process.exit(code);
}
servers.on('exit', (code) => void stop(code ?? 1));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** Resolves when every dev server answers: the shell its runtime file, each remote its manifest. */
async function ready() {
  const urls = PARTS.map((p) => `http://localhost:${devPort(p)}/${p === 'shell' ? 'runtime/whitelabel.json' : 'mf-manifest.json'}`);
  for (const url of urls) {
    for (;;) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
await ready();
console.log(`\ndev: ready at http://localhost:${devPort('shell')}/m/home (hot reload; Ctrl+C stops everything)\n`);
