import { isLoopback } from '@wl/http-answers/client-address';
import type { FastifyInstance } from 'fastify';
import type { BrandSource } from '../brands.ts';
import { describeBrands, type ServerMetrics } from '../metrics.ts';

// This server's metrics in Prometheus's text format (decision 046), for Prometheus's scrape of this server's own
// address: never through the edge. nginx answers /metrics 404 itself (deploy/nginx/site.conf); should a request
// reach here through it or another proxy (it then carries the X-Forwarded-For nginx sets, or an X-Real-IP), or from
// anywhere but this machine and the scrapers named in METRICS_SCRAPERS, it is refused. The peer is read, never a
// forwarded address. Any host asks it (a scraper knows no brand's name).

export const METRICS_PATH = '/metrics';

export function metricsRoute(app: FastifyInstance, brands: BrandSource, metrics: ServerMetrics, scrapers: ReadonlySet<string> = new Set()) {
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const peer = request.raw.socket.remoteAddress;
    const forwarded = request.headers['x-real-ip'] !== undefined || request.headers['x-forwarded-for'] !== undefined;
    if (forwarded || !(isLoopback(peer) || scrapers.has(peer ?? '')))
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send("The metrics answer this machine and the configured scrapers only, on the server's own address.\n");
    describeBrands(metrics, brands.all());
    const version = brands.version?.();
    if (version) {
      metrics.brandsRevision.set({ source: version.source }, version.revision);
      metrics.brandsStoreReachable.set({ source: version.source }, version.store === 'connected' ? 1 : 0);
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
