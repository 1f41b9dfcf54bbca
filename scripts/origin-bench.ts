// Decision 049's figures: what reading the releases from their origin costs an application server. One site
// (nginx, the origin, serving a store folder of this tree's builds) and, for each case, fresh application servers
// (server/src/main.ts, one process each, its cache empty) started against it on their own port:
//   - its start: from the spawn to its first 200 on /healthz, with N brands each pinning 5 releases of their own
//     (5N manifests to fetch), the origin nginx over HTTP, the store folder read in its place (RELEASES_DIR), the
//     origin down (a closed port), the origin hanging (a socket that accepts and never answers);
//   - a runtime file and a page, asked one after another on one kept-alive connection (cache hits), per request;
//   - what a runtime file holds when the origin was down at the start (its remotes' routes);
//   - in this process (release-origin.ts): one manifest's first fetch from nginx, a cache hit, and all the manifests of
//     N brands asked at once of an empty cache (the wait loadReleases adds to a start).
// --baseline <main.ts> starts another server (an older commit's, extracted with its server/src) with RELEASES_DIR
// for the same start and requests. Medians and 90th percentiles; the load average is printed: a shared machine's
// figures move with it. From the repository, once built:
//   node scripts/origin-bench.ts [--brands 2,20] [--runs 5] [--requests 2000] [--port 19400] [--baseline <main.ts>]
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { releaseOrigin } from '@wl/server';
import { startTopology } from './lib/site-topology.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMOTES = ['mf-auth', 'mf-lobby', 'mf-cashier', 'mf-member', 'mf-agent'];
const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: '2,20' },
    runs: { type: 'string', default: '5' },
    requests: { type: 'string', default: '2000' },
    port: { type: 'string', default: '19400' },
    baseline: { type: 'string' },
  },
});
const brandCounts = values.brands.split(',').map(Number);
const runs = Number(values.runs);
const requests = Number(values.requests);
const port = Number(values.port);
const most = Math.max(...brandCounts);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const figures = (list: number[], unit = 'ms', digits = 1) =>
  `median ${quantile(list, 0.5).toFixed(digits)} ${unit}, p90 ${quantile(list, 0.9).toFixed(digits)} ${unit} (${list.length}: ${Math.min(...list).toFixed(digits)}-${Math.max(...list).toFixed(digits)})`;

// the store: each remote's build written once as a release (scripts/release.ts), then its manifest and record only
// under one version per brand (the server reads those two files; nginx serves them as it serves any)
const work = mkdtempSync(path.join(tmpdir(), 'wl-origin-bench-'));
const store = path.join(work, 'store');
for (const remote of REMOTES)
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts/release.ts'), remote, '--dist', path.join(ROOT, remote, 'dist'), '--version', '1.0.0', '--store', store],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  );
for (let i = 1; i < most; i += 1)
  for (const remote of REMOTES) {
    const dir = path.join(store, remote, `1.0.${i}`);
    mkdirSync(dir, { recursive: true });
    cpSync(path.join(store, remote, '1.0.0', 'mf-manifest.json'), path.join(dir, 'mf-manifest.json'));
    const record = JSON.parse(readFileSync(path.join(store, remote, '1.0.0', 'release.json'), 'utf8'));
    writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ ...record, version: `1.0.${i}` }));
  }
// N brands from khela24's file, brand i on b<i>.localhost pinning every remote at 1.0.<i-1>
const khela24 = JSON.parse(readFileSync(path.join(ROOT, 'config/whitelabels/khela24.json'), 'utf8'));
const brandsDir = (count: number) => {
  const dir = path.join(work, `brands-${count}`);
  mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= count; i += 1)
    writeFileSync(
      path.join(dir, `b${i}.json`),
      JSON.stringify({
        ...khela24,
        id: `b${i}`,
        hosts: [`b${i}.localhost`],
        remotes: Object.fromEntries(REMOTES.map((remote) => [remote, `1.0.${i - 1}`])),
        canary: undefined,
      }),
    );
  return dir;
};

// an origin that takes the connection and never answers
const hanging = createServer((socket: Socket) => socket.on('error', () => {}));
await new Promise<void>((resolve) => hanging.listen(port + 3, '127.0.0.1', resolve));

const site = await startTopology({
  port,
  demo: false,
  appServers: 1,
  env: { ...process.env, WHITELABELS_DIR: brandsDir(most), RELEASES_DIR: store, STATE_DIR: path.join(work, 'state') },
});
const originUrl = `http://127.0.0.1:${port}`;
const APP_PORT = port + 1;

/** One application server started from cold; resolves with the time to its first 200 on /healthz. */
async function startServer(main: string, env: Record<string, string>): Promise<{ ms: number; child: ChildProcess; output: () => string }> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_PORT: String(APP_PORT),
      SHELL_DIST: path.join(ROOT, 'shell/dist'),
      STATE_DIR: mkdtempSync(path.join(work, 'state-')),
      OPS_TOKEN_KEY: 'a'.repeat(64),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended: ${output}`);
    try {
      const reply = await fetch(`http://127.0.0.1:${APP_PORT}/healthz`);
      if (reply.status === 200) return { ms: performance.now() - started, child, output: () => output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}
const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** One GET to the server with the brand's Host; resolves with its time in ms and its body. */
const get = (url: string, host: string) =>
  new Promise<{ ms: number; body: string; status: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(`http://127.0.0.1:${APP_PORT}${url}`, { agent, headers: { Host: host } }, (reply) => {
        let body = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk) => (body += chunk));
        reply.on('end', () => resolve({ ms: performance.now() - started, body, status: reply.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
const host = `b1.localhost:${port}`;
const routesOf = async () => {
  const file = JSON.parse((await get('/runtime/whitelabel.json', host)).body) as { routeManifests?: Record<string, unknown> };
  return Object.keys(file.routeManifests ?? {}).length;
};

/** The remote and version of a manifest's URL. */
const releaseOf = (url: string): [string, string] => {
  const [, remote, version] = /\/releases\/([^/]+)\/([^/]+)\//.exec(url)!;
  return [remote!, version!];
};

/**
 * The down origin comes back (a proxy to nginx on its port): how long until b1's runtime file has every remote's
 * routes again, asked every 50 ms, and how many requests that took.
 */
async function originBack(): Promise<string> {
  const open = new Set<Socket>();
  const proxy = createServer((socket) => {
    const upstream = connect(port, '127.0.0.1');
    open.add(socket).add(upstream);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(port + 2, '127.0.0.1', resolve));
  const started = performance.now();
  let asked = 0;
  try {
    for (;;) {
      asked += 1;
      if ((await routesOf()) === REMOTES.length)
        return `origin back: every route in b1's runtime file again after ${Math.round(performance.now() - started)} ms (${asked} runtime files asked, one every 50 ms)`;
      if (performance.now() - started > 30_000) return 'origin back: the routes did not come back in 30 s';
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  }
}

const server = path.join(ROOT, 'server/src/main.ts');
const cases: { name: string; main: string; env: (brands: string) => Record<string, string> }[] = [
  { name: 'origin nginx (RELEASES_ORIGIN)', main: server, env: (dir) => ({ WHITELABELS_DIR: dir, RELEASES_ORIGIN: originUrl }) },
  { name: 'store folder (RELEASES_DIR, file: origin)', main: server, env: (dir) => ({ WHITELABELS_DIR: dir, RELEASES_DIR: store }) },
  {
    name: 'origin down (closed port)',
    main: server,
    env: (dir) => ({ WHITELABELS_DIR: dir, RELEASES_ORIGIN: `http://127.0.0.1:${port + 2}` }),
  },
  {
    name: 'origin hanging (no answer)',
    main: server,
    env: (dir) => ({ WHITELABELS_DIR: dir, RELEASES_ORIGIN: `http://127.0.0.1:${port + 3}` }),
  },
  ...(values.baseline
    ? [
        {
          name: `baseline ${values.baseline} (RELEASES_DIR)`,
          main: path.resolve(values.baseline),
          env: (dir: string) => ({ WHITELABELS_DIR: dir, RELEASES_DIR: store }),
        },
      ]
    : []),
];

try {
  console.log(`load average before: ${load()}; ${runs} starts per case, ${requests} requests per case`);
  // one manifest's first fetch from nginx, in this process, and a hit of the cache
  const origin = releaseOrigin({ origin: originUrl });
  const urls = Array.from({ length: most }, (_, i) => REMOTES.map((remote) => origin.manifestUrl(undefined, remote, `1.0.${i}`))).flat();
  const first: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    if ((await origin.load(url)) !== 'present') throw new Error(`${url} not present`);
    first.push(performance.now() - started);
  }
  const hits: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) origin.manifest(urls[i % urls.length]!);
    hits.push(((performance.now() - started) * 1e6) / 10_000);
  }
  console.log(`one manifest from nginx, first fetch (one after another, ${urls.length} releases): ${figures(first)}`);
  console.log(`one manifest from the cache (rounds of 10,000): ${figures(hits, 'ns', 0)}`);
  // the wait a start adds (loadReleases): every release of N brands asked at once of a fresh cache
  for (const count of brandCounts) {
    const waits: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const fresh = releaseOrigin({ origin: originUrl });
      const started = performance.now();
      await Promise.all(urls.slice(0, count * REMOTES.length).map((url) => fresh.load(fresh.manifestUrl(undefined, ...releaseOf(url)))));
      waits.push(performance.now() - started);
    }
    console.log(`the ${count * REMOTES.length} manifests of ${count} brands at once, from nginx into an empty cache: ${figures(waits)}`);
  }

  for (const count of brandCounts) {
    const dir = brandsDir(count);
    for (const { name, main, env } of cases) {
      const starts: number[] = [];
      let routes = -1;
      let recovery = '';
      let timings: { file: number[]; page: number[] } | null = null;
      for (let run = 0; run < runs; run += 1) {
        const { ms, child } = await startServer(main, env(dir));
        starts.push(ms);
        if (run === 0) routes = await routesOf();
        if (run === 0 && name.includes('down')) recovery = await originBack();
        if (run === 0 && !name.includes('down') && !name.includes('hanging') && count === brandCounts[0]) {
          const file: number[] = [];
          const page: number[] = [];
          for (let i = 0; i < 200; i += 1) await get('/runtime/whitelabel.json', host);
          for (let i = 0; i < requests; i += 1) file.push((await get('/runtime/whitelabel.json', host)).ms);
          for (let i = 0; i < 200; i += 1) await get('/m/home', host);
          for (let i = 0; i < requests; i += 1) page.push((await get('/m/home', host)).ms);
          timings = { file, page };
        }
        agent.destroy();
        agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        await stopServer(child);
      }
      console.log(
        `${count} brands (${count * 5} releases), ${name}: ready in ${figures(starts, 'ms', 0)}; b1's runtime file has ${routes} of 5 remotes' routes`,
      );
      if (recovery) console.log(`  ${recovery}`);
      if (timings) {
        console.log(`  runtime file, per request: ${figures(timings.file, 'ms', 2)}`);
        console.log(`  page /m/home, per request: ${figures(timings.page, 'ms', 2)}`);
      }
      console.log(`  load average: ${load()}`);
    }
  }
} finally {
  await site.stop();
  hanging.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
