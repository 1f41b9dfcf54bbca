import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type TrustedProxies, trustedProxies } from '@wl/http-answers/client-address';
import type { FirstImagesCache } from './page/first-images.ts';
import { HealthIntake } from './health.ts';
import { createMetrics, type ServerMetrics } from './metrics.ts';
import { type PrometheusSource, readFigures } from './ops-figures.ts';
import { OpsTokens, tokenKey } from './ops-token.ts';
import { loadReleases } from './brands.ts';
import { brandRoutes } from './routes/brand-routes.ts';
import { healthzRoute } from './routes/healthz.ts';
import { brandByHost } from './routes/host-brand.ts';
import { metricsRoute } from './routes/metrics.ts';
import type { RolloutStatus } from './rollouts/controller.ts';
import { opsRoutes } from './routes/ops.ts';
import { pageRoute } from './routes/page.ts';
import { platformPrefixes } from './routes/platform-prefixes.ts';
import { type SiteOptions, siteContext } from './routes/site.ts';
import { routeRemotesOf } from './runtime-file.ts';
import { readShellProvides } from './shell-compat.ts';
import { VitalsIntake } from './vitals.ts';

// The application server (decision 032): what must be computed per request, behind nginx, which serves every
// static file. Routes, in the order a request meets them: the readiness, the metrics and the operations page (any
// host), the brand of the host (an unknown one gets its 404 page), the platform's addresses (a 404: the edge sends
// them to the platform, decision 045), the health reports, the brand's runtime file, web manifest and logo, and the
// shell's page at every other address.

export interface AppOptions extends SiteOptions {
  /** the first screens' images the server has seen (page/first-images.ts); none: pages are hinted without them */
  firstImages?: FirstImagesCache;
  /** this server's metrics (decision 046); none: a registry of its own */
  metrics?: ServerMetrics;
  health?: HealthIntake;
  /** the players' vitals (decision 040) */
  vitals?: VitalsIntake;
  /** the pages' report tokens (decision 042); none: signed with a key made now */
  tokens?: OpsTokens;
  /** where the operations page reads every server's figures; none: the page says no Prometheus is configured */
  prometheus?: PrometheusSource | null;
  /** the rollouts and their decisions, for the operations page: where the brands are in the config store (decision 050) */
  rollouts?: () => Promise<RolloutStatus[]>;
  /** addresses besides this machine's that may read /metrics (a Prometheus on another host) */
  metricsScrapers?: ReadonlySet<string>;
  now?: () => number;
  /** the proxies whose X-Forwarded-For is believed (decision 047); by default the loopback addresses */
  trustProxy?: TrustedProxies;
  /** the request log: JSON lines, one per request answered, with its request id (none: no log, as in the tests) */
  logger?: FastifyServerOptions['logger'];
}

/** The handlers whose answer times are measured: the page and the runtime file, by Fastify's route. */
const TIMED: Record<string, string> = { '/*': 'page', '/runtime/whitelabel.json': 'runtime-file' };

export function createApp(options: AppOptions): FastifyInstance {
  // request.ip is the client's: the nearest forwarded address that is not a trusted proxy
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? trustedProxies(undefined),
    // the id nginx gave the request ($request_id, in its own JSON log line too): one request is followed from the edge
    // through this server's log by it; a request that came another way gets an id of its own
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID().replaceAll('-', ''),
    // logged as request_id, nginx's name for it; a line when a request is answered (method, address, status, time,
    // the hook below), not Fastify's two, one when it arrives
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, host: request.hostname, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'answered',
    );
  });
  const site = siteContext(options);
  const tokens = options.tokens ?? new OpsTokens(tokenKey(undefined));
  const metrics = options.metrics ?? createMetrics();
  app.addHook('onResponse', async (request, reply) => {
    const handler = TIMED[request.routeOptions.url ?? ''];
    // a host no brand names is not a page of a brand: nothing to label it with
    if (handler && request.brand)
      metrics.requestSeconds.observe({ handler, brand: request.brand.id, code: reply.statusCode }, reply.elapsedTime / 1000);
  });
  // the releases the brands name are asked of their origin before the first request (listen and inject wait for
  // this): the pages and runtime files read the answers, and never wait on the origin (decision 049)
  app.addHook('onReady', async () => {
    await options.brands.settled?.();
    await loadReleases(
      options.brands.all().map((brand) => brand.config),
      options.releases,
    );
  });
  healthzRoute(app, options.brands, options.shellDir);
  metricsRoute(app, options.brands, metrics, options.metricsScrapers);
  brandByHost(app, options.brands);
  platformPrefixes(app);
  opsRoutes(app, {
    brands: options.brands,
    releases: options.releases,
    // read at start, as the page's files are: a new shell is a new deploy
    shell: readShellProvides(options.shellDir),
    health: options.health ?? new HealthIntake(metrics),
    vitals: options.vitals ?? new VitalsIntake(metrics),
    tokens,
    metrics,
    figures: () => readFigures(options.prometheus ?? null),
    rollouts: options.rollouts,
    now: options.now,
    routeRemotes: (brand, at) => routeRemotesOf(site.runtimeFile(brand, at)),
  });
  brandRoutes(app, site);
  pageRoute(app, site, options.shellDir, tokens, metrics, options.firstImages, options.now);
  // one request's failure is logged and answered, never the end of the site for everyone
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if ((error.statusCode ?? 500) < 500) return reply.send(error);
    if (options.logger) request.log.error({ err: error }, 'failed');
    else console.error('[app]', error);
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send({ success: false, errorCode: 'internal_error', message: 'Internal error' });
  });
  return app;
}
