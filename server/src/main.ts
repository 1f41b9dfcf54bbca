// The application server (decision 032) on the loopback address, behind nginx: scripts/serve.ts starts it with nginx
// in front. Its settings are environment variables, read once at start:
//   APP_PORT (0: any free port, printed), APP_HOST (127.0.0.1), WHITELABELS_DIR (config/whitelabels) or WHITELABEL_FILE,
//   RELEASES_ORIGIN (where the releases are served, http(s)://host[:port]: the manifests and release records are read
//   there, decision 049; RELEASES_DIR, a store folder, is read in its place for a server run on its own; one of the two
//   is required), SHELL_DIST (shell/dist), EXTRA_REMOTES (name@port,...),
//   BRANDS_STORE (etcd://host:port[,...]: the brands from the config store instead, decision 048; BRANDS_STORE_PREFIX),
//   STATE_DIR (.data/state: each brand's last good file, or the store's last applied snapshot), OPS_TOKEN_KEY (the operations reports' signing key),
//   OPS_TOKENS_PER_MINUTE, OPS_REPORTS_PER_ADDRESS, OPS_VITALS_PER_ADDRESS (their per-address bounds; decision 042),
//   TRUSTED_PROXIES (whose X-Forwarded-For names the client: addresses and CIDR blocks; the loopback ones by default),
//   LOG_LEVEL (info: a JSON line per request answered, with nginx's request id; warn: failures only),
//   PROMETHEUS_URL (where the operations page reads every server's figures), PROMETHEUS_JOB (wl-app: its scrape job of
//   the application servers), METRICS_SCRAPERS (addresses besides this machine's that may read /metrics; decision 046),
//   ROLLOUTS_TICK_MS (15000: how often the elected server judges the rollouts, with BRANDS_STORE and PROMETHEUS_URL;
//   decision 050), PREVIEW_KEY (the private previews' signing key, 32 characters at least, every server the same;
//   none: previews are off; decision 051)
// It prints `app server http://127.0.0.1:<port>/ ready` once it answers, and /healthz says whether it can serve.
// It holds no platform: the edge sends the platform's addresses to the brand's platform, or in the demo to the
// fake one's own process (decision 045).
import { hostname } from 'node:os';
import path from 'node:path';
import { trustedProxies } from '@wl/http-answers/client-address';
import { createApp } from './app.ts';
import { storeBrandSource, storeClient } from './brand-store.ts';
import { brandSource } from './brands.ts';
import { localRemotes } from './local-remotes.ts';
import { DEFAULT_HEALTH_LIMITS, HealthIntake } from './health.ts';
import { createMetrics } from './metrics.ts';
import { DEFAULT_TOKEN_LIMITS, OpsTokens, tokenKey } from './ops-token.ts';
import { previewKey } from './preview.ts';
import { DEFAULT_VITALS_LIMITS, VitalsIntake } from './vitals.ts';
import { allFirstScreens, localManifests } from './page/remote-routes.ts';
import { createFirstImagesCache } from './page/first-images.ts';
import { originManifests, releaseOrigin } from './release-origin.ts';
import { leadRollouts, RolloutController } from './rollouts/controller.ts';
import { readFigures } from './rollouts/figures.ts';
import { anyOf, runtimeFileFor } from './runtime-file.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const env = process.env;
// the server holds no release (decision 049): it reads them from their origin, the setting a production server
// must have; a folder only when one is named (a test, a machine on its own), never by default
if (!env.RELEASES_ORIGIN && !env.RELEASES_DIR)
  throw new Error('RELEASES_ORIGIN is not set: the URL the releases are served from (RELEASES_DIR=<folder> reads a store folder instead)');
const releases = releaseOrigin({
  origin: env.RELEASES_ORIGIN || path.resolve(ROOT, env.RELEASES_DIR!),
  log: (line) => console.warn(line),
});
// a brand file refused at start (a deploy, a crash, a restart on a broken edit) serves its last good copy from here
const stateDir = path.resolve(ROOT, env.STATE_DIR ?? '.data/state');
const brandsDir = path.resolve(ROOT, env.WHITELABELS_DIR ?? 'config/whitelabels');
// BRANDS_STORE: the brands come from the config store every server watches (decision 048), not this disk
const storeConnection = env.BRANDS_STORE ? storeClient(env.BRANDS_STORE) : null;
const store = storeConnection
  ? storeBrandSource({
      client: storeConnection,
      storeName: env.BRANDS_STORE,
      prefix: env.BRANDS_STORE_PREFIX,
      releases,
      stateDir,
      assetsRoot: brandsDir,
    })
  : null;
if (store) await store.ready();
const folder = store
  ? null
  : brandSource({
      ...(env.WHITELABEL_FILE ? { file: path.resolve(ROOT, env.WHITELABEL_FILE) } : { dir: brandsDir }),
      releases,
      stateDir,
    });
// the releases the brand files name are asked of the origin before the files are first read: read earlier, a file
// whose release has not answered yet would be left out of what follows (the live remotes, the first images), quietly
await folder?.settled();
const brands = store ?? folder!;
const shellDir = path.resolve(ROOT, env.SHELL_DIST ?? 'shell/dist');
const remotes = localRemotes(ROOT, brands.all(), env.EXTRA_REMOTES);
const remoteDir = (port: number) => remotes.get(port) ?? null;

let selfOrigin = '';
const firstImages = createFirstImagesCache({ selfOrigin: () => selfOrigin });
/** A whole number from the environment (the operations reports' per-address bounds: a test's crowd is one address). */
const whole = (name: string, fallback: number) => {
  const value = env[name] === undefined ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
// every server of one site signs with the same key (OPS_TOKEN_KEY), or a page served by one has its reports refused by another
const tokens = new OpsTokens(tokenKey(env.OPS_TOKEN_KEY), {
  ...DEFAULT_TOKEN_LIMITS,
  tokensPerMinute: whole('OPS_TOKENS_PER_MINUTE', DEFAULT_TOKEN_LIMITS.tokensPerMinute),
});
const metrics = createMetrics({ processMetrics: true });
const health = new HealthIntake(metrics, {
  ...DEFAULT_HEALTH_LIMITS,
  perSourcePerRow: whole('OPS_REPORTS_PER_ADDRESS', DEFAULT_HEALTH_LIMITS.perSourcePerRow),
});
const vitals = new VitalsIntake(metrics, {
  ...DEFAULT_VITALS_LIMITS,
  perSourcePerRow: whole('OPS_VITALS_PER_ADDRESS', DEFAULT_VITALS_LIMITS.perSourcePerRow),
});
// the operations page's figures are every server's, as Prometheus adds them up: it asks and waits 2 s at most
const prometheus = env.PROMETHEUS_URL ? { url: env.PROMETHEUS_URL, job: env.PROMETHEUS_JOB ?? 'wl-app', timeoutMs: 2_000 } : null;
const metricsScrapers = new Set(
  (env.METRICS_SCRAPERS ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
);
const trustProxy = trustedProxies(env.TRUSTED_PROXIES);
// the rollouts' judge and the operations page's view of them, with the store (decision 050)
const controller = storeConnection
  ? new RolloutController({
      client: storeConnection,
      prefix: env.BRANDS_STORE_PREFIX,
      ...(prometheus
        ? { figures: (release, seconds, sourcesSeconds) => readFigures(prometheus.url, release, seconds, sourcesSeconds) }
        : {}),
      releases,
      log: (line) => console.warn(line),
    })
  : null;
const app = createApp({
  brands,
  releases,
  shellDir,
  // the private previews' key (issue 39, decision 051): none, no preview is taken
  previewKey: previewKey(env.PREVIEW_KEY),
  remoteDir,
  firstImages,
  tokens,
  metrics,
  health,
  vitals,
  prometheus,
  ...(controller ? { rollouts: () => controller.status() } : {}),
  metricsScrapers,
  trustProxy,
  // JSON lines on stdout (journald's, or the topology's log), at LOG_LEVEL (info: a line per request answered)
  logger: { level: env.LOG_LEVEL ?? 'info' },
});
// nginx in front keeps connections open (keepalive): they must outlive its idle time
app.server.keepAliveTimeout = 65_000;
// it listens once every release its brands name has answered from the origin, or timed out (createApp's onReady)
const address = await app.listen({ host: env.APP_HOST ?? '127.0.0.1', port: Number(env.APP_PORT ?? 0) });
// the platform the first images are asked of where a brand names none (apiBase empty): the demo's, which the
// topology names (decision 045); without it this server's own address, which answers no platform call, so such a
// brand's first frame is the app's own until its platform is named here
selfOrigin = env.PLATFORM_ORIGIN ?? address;

// the first page of each published first screen already has its images (its default query)
for (const brand of brands.all()) {
  const hostname = brand.config.hosts?.[0] ?? 'localhost';
  const origin = `http://${hostname}`;
  const read = anyOf(originManifests(releases, origin), localManifests(remoteDir, hostname));
  const file = runtimeFileFor(brand, { origin, hostname, read });
  for (const screen of allFirstScreens(file, hostname, read)) firstImages.forPage(file, screen, '');
}
// the line the topology (and an operator) waits for, a JSON line as every other
app.log.info(
  `app server ${address}/ ready (brands ${brands
    .all()
    .map((b) => b.id)
    .join(', ')}${store ? ` from ${env.BRANDS_STORE} at revision ${store.version().revision}` : ''}; releases from ${releases.origin})`,
);

// The rollouts (decision 050): every server with the store and Prometheus campaigns, the one elected judges them
const rollouts =
  controller && prometheus
    ? leadRollouts(controller, storeConnection!, {
        id: `${hostname()}:${new URL(address).port}`,
        prefix: env.BRANDS_STORE_PREFIX,
        tickMs: whole('ROLLOUTS_TICK_MS', 15_000),
        log: (line) => app.log.info(line),
      })
    : null;

// The last line of defence: one request's failure is logged, never the end of the site for everyone.
process.on('uncaughtException', (error) => app.log.error({ err: error }, 'uncaught'));
process.on('unhandledRejection', (error) => app.log.error({ err: error }, 'unhandled rejection'));
const stop = () => {
  void Promise.all([rollouts?.stop(), app.close(), store?.close()]).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
