// One site as it is hosted (decision 032): N application servers (server/src/main.ts; APP_SERVERS, default 2,
// decision 047), each on a free loopback port and started again by this module when one dies, and nginx on the
// public port in front of them, with the configuration of deploy/nginx/ filled for this site. With the
// demo on (decision 045), the fake platform too (dev-api/src/main.ts, its seeded data), on a loopback port of its
// own, to which nginx sends the platform's addresses; without it there is no platform and they answer 404. Asked
// for, Prometheus (decision 046), scraping every application server, which read their figures from it. The
// application servers read the releases from nginx, the site's origin of them (RELEASES_ORIGIN, decision 049), so
// nginx starts first. Started
// by scripts/serve.ts (start.sh, Playwright's shared site) and by the tests' own sites (e2e/lib/site.ts, brands.ts),
// which may also stop and start the application servers alone (nginx and the platform go on serving), or kill one.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BrandStore, brandSource, type LocalEtcd, localRemotes, releaseOrigin, startEtcd, storeClient } from '@wl/server';
import { EDGE_LIMITS, hasIpv6, writeNginxConfig } from './nginx-config.ts';
import { freePort } from './free-port.ts';
import { APP_JOB, PROMETHEUS, prometheusArgs, prometheusReady, writeTargets } from './prometheus.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Debian's nginx (scripts/system-deps.sh installs it), else the one on PATH
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file)) ?? 'nginx';

export interface TopologyOptions {
  /** the public port (nginx) */
  port: number;
  /**
   * the demo: the fake platform with its seeded data runs, as the platform of every brand (decision 045). Asked
   * for by name, never a default: a production site must not start a fake by forgetting a setting.
   */
  demo: boolean;
  /** the settings of the application server (server/src/main.ts) and the platform (DB_FILE, AUTH_LIMIT_*, DEV_*), over this process's environment */
  env?: Record<string, string | undefined>;
  /** where both processes' output goes, line by line */
  log?: (line: string) => void;
  /** nginx server blocks of the caller's own, filled already (the perf floor, decision 039) */
  extraServers?: string[];
  /** how many application servers; by default APP_SERVERS from the environment, else 2 */
  appServers?: number;
  /**
   * nginx, the platform or Prometheus ended without being asked to (serve.ts ends too, but for Prometheus: the
   * figures, not the site). An application server that ends is started again by the topology's supervisor, and
   * told here only by its log line.
   */
  onUnexpectedExit?: (name: string, code: number | null) => void;
  /**
   * Prometheus for the site's figures (decision 046): its port (0: a free one) and how often it scrapes and
   * evaluates its rules (default 5s). None: no Prometheus, and the operations page says so.
   */
  prometheus?: { port: number; interval?: string };
}

export interface Topology {
  /** the site's address on this machine */
  url: string;
  /** each application server's own address (loopback) */
  appUrls: string[];
  /** the demo's platform's own address (loopback); none without the demo */
  platformUrl?: string;
  /** Prometheus's address (loopback), when it was asked for */
  prometheusUrl?: string;
  /** the brands' config store the servers watch (BRANDS_STORE, decision 048); none: they read the brands folder */
  brandsStore?: string;
  /** stops every application server, the supervisor's restarts too; nginx goes on serving every static file, the platform its calls */
  stopApp(): Promise<void>;
  /** starts them again, on the same ports, once each answers /healthz */
  startApp(): Promise<void>;
  /** kills one application server as a crash would (SIGKILL), resolved once it has ended: the supervisor starts it again */
  killApp(index: number): Promise<void>;
  /** resolves once every application server answers /healthz (after a kill, the supervisor's restart) */
  appsReady(): Promise<void>;
  /** each application server's process id now */
  appPids(): number[];
  stop(): Promise<void>;
}

/** The supervisor's wait before a restart: doubling from 0.25 s to 8 s, back to the first once a server served 30 s. */
const restartDelay = (failuresInARow: number) => Math.min(8_000, 250 * 2 ** Math.max(0, failuresInARow - 1));
const SERVED_LONG_ENOUGH_MS = 30_000;

/** APP_SERVERS as the environment gives it: a whole number from 1 to 16, or 2. */
function appServerCount(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 2;
  const n = Number(setting);
  if (!Number.isInteger(n) || n < 1 || n > 16)
    throw new Error(`APP_SERVERS must be a whole number from 1 to 16, not ${JSON.stringify(setting)}`);
  return n;
}

const children = new Set<ChildProcess>();

/** A process's own children (Linux's /proc; none elsewhere or once it has gone). */
function childrenOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

// A site started by a process that ends without stopping it must not keep its ports. nginx's workers outlive a killed
// master and go on listening, so a run cut short left the next site's start refused ("port ... is taken"): they go
// first, read before their master is killed.
process.once('exit', () => {
  for (const child of children) {
    for (const pid of childrenOf(child.pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
    child.kill('SIGKILL');
  }
});

function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: TopologyOptions,
  ready?: RegExp,
  onExit: (code: number | null) => void = (code) => options.onUnexpectedExit?.(name, code),
) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  let stopping = false;
  // what the process printed, for its ready line and the error of a failed start: its start's output, then only
  // the latest lines (a server logs a line per request: a day of them must not sit in this process's memory)
  const onData = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 256 * 1024) output = output.slice(-64 * 1024);
    for (const line of String(chunk).split('\n').filter(Boolean)) options.log?.(`[${name}] ${line}`);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      if (!stopping) onExit(code);
      resolve();
    }),
  );
  const started = (async () => {
    if (!ready) return null;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const match = ready.exec(output);
      if (match) return match;
      if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
      if (Date.now() > deadline) throw new Error(`${name} did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    stopping = true;
    if (child.exitCode === null) child.kill(signal);
    return exited;
  };
  return { child, started, stop, output: () => output };
}

/** Resolves once something answers TCP connections on the port. */
async function listening(port: number, nginx: ReturnType<typeof run>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (nginx.child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start on ${port}: ${nginx.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Resolves once the application server says it can serve (/healthz, decision 045): its ready line says it listens,
 * this that it has a brand and the shell's page, as a load balancer would ask before sending it players.
 */
async function ready(appUrl: string, app: ReturnType<typeof run>) {
  const deadline = Date.now() + 30_000;
  let last = '';
  for (;;) {
    try {
      const reply = await fetch(`${appUrl}/healthz`);
      if (reply.ok) return;
      last = `${reply.status} ${await reply.text()}`;
    } catch (error) {
      last = String(error);
    }
    if (app.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the application server is not ready (${last}): ${app.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether nothing listens on the port (as nginx will: every IPv4 address, and IPv6's where this machine has it). */
async function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE' && error.code !== 'EACCES'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Refuses a start on a port something already listens on, before anything of the site is touched: a second start
 * on a running site's port once emptied that site's nginx folder before nginx failed to listen, and the running
 * site then answered 500 to every body nginx buffers to disk (issue 35 finding 8).
 */
export async function assertPortsFree(ports: number[], moves: Record<number, string> = {}): Promise<void> {
  const hosts = hasIpv6() ? ['0.0.0.0', '::'] : ['0.0.0.0'];
  for (const port of ports)
    for (const host of hosts)
      if (!(await portFree(port, host)))
        throw new Error(
          `port ${port} is taken (a site already runs there, or another program${moves[port] ? `; ${moves[port]}` : ''}): nothing was started, nothing of it touched`,
        );
}

/** A whole number above 0 from the environment, or the default. */
function wholeOr(setting: string | undefined, name: string, fallback: number): number {
  if (setting === undefined || setting === '') return fallback;
  const n = Number(setting);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not ${JSON.stringify(setting)}`);
  return n;
}

const APP_READY = /app server http:\/\/127\.0\.0\.1:(\d+)\//;

/**
 * Prometheus's address is the application server's setting (its operations page reads it), so Prometheus starts
 * first, on its port at once (a free port left unbound would be any process's), with no target yet; it reads the
 * servers' addresses from a file it watches. One folder per public port, emptied at every start, as nginx's.
 */
async function startPrometheus(options: TopologyOptions, env: NodeJS.ProcessEnv, dir: string) {
  const asked = options.prometheus?.port;
  const port = options.prometheus ? asked || (await freePort()) : null;
  const url = port ? `http://127.0.0.1:${port}` : undefined;
  if (!port || !url) return { port, url, prometheus: null };
  rmSync(dir, { recursive: true, force: true });
  const prometheus = run(
    'prometheus',
    PROMETHEUS,
    prometheusArgs({ dir, port, targets: [], interval: options.prometheus?.interval ?? '5s' }),
    env,
    options,
  );
  await prometheusReady(url, () => prometheus.child.exitCode === null, prometheus.output).catch(async (error: unknown) => {
    await prometheus.stop();
    throw error;
  });
  return { port, url, prometheus };
}

/**
 * BRANDS_STORE=etcd: this site's own config store (decision 048), its data kept across starts in .data/ (the
 * history is the point of it), filled from the brands folder when it holds no brand yet.
 */
async function startSiteStore(options: TopologyOptions, env: NodeJS.ProcessEnv, brandsDir: string, stopEarlier: () => Promise<unknown>) {
  let etcd: LocalEtcd | null = null;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await etcd?.stop();
  };
  if (env.BRANDS_STORE !== 'etcd') return { address: undefined, stop };
  try {
    etcd = await startEtcd({
      dir: path.resolve(ROOT, '.data', `etcd-${options.port}`),
      port: await freePort(),
      peerPort: await freePort(),
      onLine: (line) => options.log?.(`[etcd] ${line}`),
    });
    etcd.process.once('exit', (code) => {
      if (!stopping) options.onUnexpectedExit?.('etcd', code);
    });
    await seedStore(etcd.address, brandsDir, env);
  } catch (error) {
    stopping = true;
    await Promise.all([etcd?.stop(), stopEarlier()]);
    throw error;
  }
  return { address: etcd.address, stop };
}

/**
 * The demo's platform, on a port of its own choice (0): nginx's configuration and the application server's first
 * images (server/src/page/first-images.ts: the banners and first tiles it asks the platform for) name it once it is
 * known.
 */
async function startPlatform(options: TopologyOptions, env: NodeJS.ProcessEnv, stopEarlier: () => Promise<unknown>) {
  if (!options.demo) return { platform: null, platformPort: null };
  const platform = run(
    'platform',
    process.execPath,
    [path.join(ROOT, 'dev-api/src/main.ts')],
    // the origins a remote's own dev server has are no business of a composed site's platform
    { ...env, PLATFORM_PORT: env.PLATFORM_PORT ?? '0', CORS_ORIGINS: env.CORS_ORIGINS ?? '' },
    options,
    /platform http:\/\/127\.0\.0\.1:(\d+)\//,
  );
  const platformPort = await platform.started.then(
    (match) => Number(match![1]),
    async (error: unknown) => {
      await Promise.all([platform.stop(), stopEarlier()]);
      throw error;
    },
  );
  return { platform, platformPort };
}

/**
 * Every server of the site signs the pages' report tokens with one key, so that any of them takes any page's
 * reports; every server reads the figures of all from the one Prometheus; every server reads the releases from
 * nginx, which serves the store folder as a CDN serves a bucket (decision 049): over loopback, by address (Node
 * resolves no *.localhost), on the public port, which is known before anything starts.
 */
function appEnvironment(
  env: NodeJS.ProcessEnv,
  port: number,
  site: { platformPort: number | null; prometheusUrl: string | undefined; brandsStore: string | undefined },
): NodeJS.ProcessEnv {
  return {
    ...env,
    OPS_TOKEN_KEY: env.OPS_TOKEN_KEY ?? randomBytes(32).toString('hex'),
    RELEASES_ORIGIN: env.RELEASES_ORIGIN || `http://127.0.0.1:${port}`,
    ...(site.platformPort ? { PLATFORM_ORIGIN: `http://127.0.0.1:${site.platformPort}` } : {}),
    ...(site.prometheusUrl ? { PROMETHEUS_URL: site.prometheusUrl, PROMETHEUS_JOB: APP_JOB } : {}),
    ...(site.brandsStore ? { BRANDS_STORE: site.brandsStore } : {}),
  };
}

/**
 * The servers' ports are chosen first (and kept by the supervisor), so that nginx, the origin the servers read
 * their releases from at start, runs before them.
 */
async function chooseAppPorts(count: number, prometheusPort: number | null): Promise<number[]> {
  const appPorts: number[] = [];
  while (appPorts.length < count) {
    const port = await freePort();
    if (!appPorts.includes(port) && port !== prometheusPort) appPorts.push(port);
  }
  return appPorts;
}

/** nginx on the public port, its configuration written for the site's servers, platform, brands and remotes. */
async function startNginx(
  options: TopologyOptions,
  env: NodeJS.ProcessEnv,
  site: { appPorts: number[]; platformPort: number | null; brandsDir: string; remotes: ReturnType<typeof localRemotes> },
  stopEarlier: () => Promise<unknown>,
) {
  // one folder per public port, emptied at every start (its port free: no site of it runs): a site killed without
  // its stop leaves nothing to pile up
  const runtimeDir = path.join(tmpdir(), `wl-nginx-${options.port}`);
  rmSync(runtimeDir, { recursive: true, force: true });
  const config = writeNginxConfig({
    port: options.port,
    apps: site.appPorts.map((port) => `127.0.0.1:${port}`),
    edgeLimits: {
      reportsPerMinute: wholeOr(env.EDGE_REPORTS_PER_MINUTE, 'EDGE_REPORTS_PER_MINUTE', EDGE_LIMITS.reportsPerMinute),
      vitalsPerMinute: wholeOr(env.EDGE_VITALS_PER_MINUTE, 'EDGE_VITALS_PER_MINUTE', EDGE_LIMITS.vitalsPerMinute),
    },
    platform: site.platformPort ? `127.0.0.1:${site.platformPort}` : undefined,
    shellDir: path.resolve(ROOT, env.SHELL_DIST ?? 'shell/dist'),
    releasesDir: path.resolve(ROOT, env.RELEASES_DIR ?? 'releases'),
    brandsDir: site.brandsDir,
    remotes: site.remotes,
    runtimeDir,
    extraServers: options.extraServers,
  });
  const nginx = run('nginx', NGINX, ['-p', runtimeDir, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], env, options);
  try {
    await listening(options.port, nginx);
  } catch (error) {
    await Promise.all([nginx.stop(), stopEarlier()]);
    throw error;
  }
  return { nginx, runtimeDir };
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const env = { ...process.env, ...options.env };
  const brandFile = env.WHITELABEL_FILE ? path.resolve(ROOT, env.WHITELABEL_FILE) : null;
  const brandsDir = brandFile ? path.dirname(brandFile) : path.resolve(ROOT, env.WHITELABELS_DIR ?? 'config/whitelabels');
  const brands = brandSource(brandFile ? { file: brandFile } : { dir: brandsDir });
  const remotes = localRemotes(ROOT, brands.all(), env.EXTRA_REMOTES);
  const asked = options.prometheus?.port;
  await assertPortsFree([options.port, ...remotes.keys(), ...(asked ? [asked] : [])], {
    ...(asked ? { [asked]: `PROMETHEUS_PORT=0 takes a free one for Prometheus; Debian's own service may hold ${asked}` } : {}),
  });
  const prometheusDir = path.join(tmpdir(), `wl-prometheus-${options.port}`);
  const { port: prometheusPort, url: prometheusUrl, prometheus } = await startPrometheus(options, env, prometheusDir);
  const store = await startSiteStore(options, env, brandsDir, async () => prometheus?.stop());
  const brandsStore = store.address ?? (env.BRANDS_STORE || undefined);
  const { platform, platformPort } = await startPlatform(options, env, () => Promise.all([prometheus?.stop(), store.stop()]));
  const appEnv = appEnvironment(env, options.port, { platformPort, prometheusUrl, brandsStore });
  const count = options.appServers ?? appServerCount(env.APP_SERVERS);
  const appPorts = await chooseAppPorts(count, prometheusPort);
  const { nginx, runtimeDir } = await startNginx(options, env, { appPorts, platformPort, brandsDir, remotes }, () =>
    Promise.all([platform?.stop(), prometheus?.stop(), store.stop()]),
  );
  const slots = Array.from({ length: count }, (_, i) => supervised(`app ${i + 1}`, appEnv, options));
  try {
    await Promise.all(slots.map((slot, i) => slot.start(appPorts[i]!)));
  } catch (error) {
    await Promise.all([nginx.stop(), ...slots.map((slot) => slot.stop()), platform?.stop(), prometheus?.stop(), store.stop()]);
    throw error;
  }
  // one target each: the supervisor starts a server again on its port, so the list holds while the site runs
  const targets = appPorts.map((port) => `127.0.0.1:${port}`);
  if (prometheus) writeTargets(prometheusDir, targets);

  return {
    url: `http://localhost:${options.port}`,
    appUrls: appPorts.map((port) => `http://127.0.0.1:${port}`),
    platformUrl: platformPort ? `http://127.0.0.1:${platformPort}` : undefined,
    prometheusUrl,
    brandsStore,
    stopApp: async () => void (await Promise.all(slots.map((slot) => slot.stop()))),
    startApp: async () => void (await Promise.all(slots.map((slot) => slot.start(slot.port)))),
    killApp: (index) => slots[index]!.kill(),
    appsReady: async () => void (await Promise.all(slots.map((slot) => slot.ready()))),
    appPids: () => slots.map((slot) => slot.pid),
    stop: async () => {
      await Promise.all([nginx.stop(), ...slots.map((slot) => slot.stop()), platform?.stop(), prometheus?.stop()]);
      // the store last: a server still running must not see it go
      await store.stop();
      rmSync(runtimeDir, { recursive: true, force: true });
      rmSync(prometheusDir, { recursive: true, force: true });
    },
  };
}

/** Publishes the brands folder's files into a store that holds no brand yet, as `pnpm ops brand publish` would. */
async function seedStore(address: string, brandsDir: string, env: NodeJS.ProcessEnv) {
  const client = storeClient(address);
  try {
    await new BrandStore(client, env.BRANDS_STORE_PREFIX).seedFromFolder(brandsDir, {
      by: `${env.USER ?? 'serve'} (seeded from ${path.relative(ROOT, brandsDir)})`,
      // nginx, this site's origin, is not started yet: the folder it will serve, read in its place
      releases: releaseOrigin({ origin: env.RELEASES_ORIGIN || path.resolve(ROOT, env.RELEASES_DIR ?? 'releases') }),
    });
  } finally {
    client.close();
  }
}

/**
 * One application server under the supervisor (decision 047): started on a port chosen before nginx starts (kept,
 * as nginx's upstream names it), and started again on it after restartDelay when it ends unasked.
 */
function supervised(name: string, env: NodeJS.ProcessEnv, options: TopologyOptions) {
  let current: ReturnType<typeof run> | null = null;
  let port = 0;
  let wanted = false;
  let failuresInARow = 0;
  let startedAt = 0;
  let restarting: Promise<void> | null = null;
  const spawnOn = (on: number) => {
    startedAt = Date.now();
    const proc = run(
      name,
      process.execPath,
      [path.join(ROOT, 'server/src/main.ts')],
      { ...env, APP_PORT: String(on) },
      options,
      APP_READY,
      (code) => {
        if (!wanted) return;
        failuresInARow = Date.now() - startedAt >= SERVED_LONG_ENOUGH_MS ? 1 : failuresInARow + 1;
        const delay = restartDelay(failuresInARow);
        options.log?.(`[supervisor] ${name} ended (${code}): started again on ${port} in ${delay} ms`);
        restarting = new Promise<void>((resolve) => setTimeout(resolve, delay)).then(async () => {
          if (!wanted) return;
          try {
            await up(port);
          } catch (error) {
            // a server that cannot start ends, and its end schedules the next try
            options.log?.(`[supervisor] ${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          }
        });
      },
    );
    current = proc;
    return proc;
  };
  const up = async (on: number) => {
    const proc = spawnOn(on);
    const match = await proc.started;
    port = Number(match![1]);
    await ready(`http://127.0.0.1:${port}`, proc);
  };
  return {
    get port() {
      return port;
    },
    get pid() {
      return current?.child.pid ?? 0;
    },
    start: async (on: number) => {
      wanted = true;
      failuresInARow = 0;
      await up(on);
    },
    stop: async () => {
      wanted = false;
      await current?.stop();
    },
    kill: async () => {
      const proc = current;
      if (!proc || proc.child.exitCode !== null) return;
      const ended = new Promise<void>((resolve) => proc.child.once('exit', () => resolve()));
      proc.child.kill('SIGKILL');
      await ended;
    },
    ready: async () => {
      for (;;) {
        await restarting;
        if (current && current.child.exitCode === null) {
          await ready(`http://127.0.0.1:${port}`, current);
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
