import Fastify, { type FastifyInstance } from 'fastify';
import { type TrustedProxies, trustedProxies } from '@wl/http-answers/client-address';
import type { FirstImagesCache } from './page/first-images.ts';
import { HealthStore, RefusalCounts } from './health.ts';
import { OpsTokens, tokenKey } from './ops-token.ts';
import { brandRoutes } from './routes/brand-routes.ts';
import { healthzRoute } from './routes/healthz.ts';
import { brandByHost } from './routes/host-brand.ts';
import { opsRoutes } from './routes/ops.ts';
import { pageRoute } from './routes/page.ts';
import { platformPrefixes } from './routes/platform-prefixes.ts';
import { type SiteOptions, siteContext } from './routes/site.ts';
import { routeKeysOf } from './runtime-file.ts';
import { VitalsStore } from './vitals.ts';

// The application server (decision 032): what must be computed per request, behind nginx, which serves every
// static file. Routes, in the order a request meets them: the readiness and the operations page (any host), the
// brand of the host (an unknown one gets its 404 page), the platform's addresses (a 404: the edge sends them to the
// platform, decision 045), the health reports, the brand's runtime file, web manifest and logo, and the shell's
// page at every other address.

export interface AppOptions extends SiteOptions {
  /** the first screens' images the server has seen (page/first-images.ts); none: pages are hinted without them */
  firstImages?: FirstImagesCache;
  health?: HealthStore;
  /** the players' vitals (decision 040) */
  vitals?: VitalsStore;
  /** the pages' report tokens (decision 042); none: signed with a key made now */
  tokens?: OpsTokens;
  /** the reports refused or dropped, by reason */
  refusals?: RefusalCounts;
  now?: () => number;
  /** the proxies whose X-Forwarded-For is believed (decision 047); by default the loopback addresses */
  trustProxy?: TrustedProxies;
}

export function createApp(options: AppOptions): FastifyInstance {
  // request.ip is the client's: the nearest forwarded address that is not a trusted proxy
  const app = Fastify({ logger: false, trustProxy: options.trustProxy ?? trustedProxies(undefined) });
  const site = siteContext(options);
  const tokens = options.tokens ?? new OpsTokens(tokenKey(undefined));
  healthzRoute(app, options.brands, options.shellDir);
  brandByHost(app, options.brands);
  platformPrefixes(app);
  opsRoutes(app, {
    brands: options.brands,
    releasesDir: options.releasesDir,
    health: options.health ?? new HealthStore(),
    vitals: options.vitals ?? new VitalsStore(),
    tokens,
    refusals: options.refusals ?? new RefusalCounts(),
    now: options.now,
    routeKeys: (brand, at) => routeKeysOf(site.runtimeFile(brand, at)),
  });
  brandRoutes(app, site);
  pageRoute(app, site, options.shellDir, tokens, options.firstImages, options.now);
  // one request's failure is logged and answered, never the end of the site for everyone
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if ((error.statusCode ?? 500) < 500) return reply.send(error);
    console.error('[app]', error);
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send({ success: false, errorCode: 'internal_error', message: 'Internal error' });
  });
  return app;
}
