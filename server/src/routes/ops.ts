import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Brand, BrandSource } from '../brands.ts';
import { clientAddress, isLoopback } from '../client-address.ts';
import { DEFAULT_HEALTH_LIMITS, type HealthStore, parseReport, ReportRate } from '../health.ts';
import { healthPage } from '../health-page.ts';
import { storeHas } from '../releases.ts';
import { DEFAULT_VITALS_LIMITS, parseVitals, type VitalsStore } from '../vitals.ts';
import { sendPage } from './host-brand.ts';
import type { SiteAddress } from './site.ts';

// The operations routes (issue 23, docs/operations.md): the browsers' health reports, and the health page, which
// answers this machine only, as the dev API's operator pages do: the client's address as nginx forwards it.

export interface OpsOptions {
  brands: BrandSource;
  releasesDir: string;
  health: HealthStore;
  vitals: VitalsStore;
  now?: () => number;
  /** the route keys of the brand's pages as this request's host serves them, or null where they cannot be read */
  routeKeys?: (brand: Brand, at: SiteAddress) => Set<string> | null;
}

export function opsRoutes(app: FastifyInstance, options: OpsOptions) {
  const now = options.now ?? Date.now;
  // a release a brand names that this server's store lacks (a brand on a CDN of its own: not known here)
  const inStore = (brand: Brand, remote: string, version: string) =>
    brand.config.releasesBase ? null : storeHas(options.releasesDir, remote, version);
  for (const url of ['/ops/health', '/ops/health.json'])
    app.get(url, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!isLoopback(clientAddress(request.raw)))
        return reply.code(403).type('text/plain; charset=utf-8').send('The operations pages answer this machine only.\n');
      const view = healthPage(options.brands.all(), options.health, now(), inStore, options.vitals);
      if (url.endsWith('.json')) return reply.type('application/json; charset=utf-8').send(JSON.stringify(view.data));
      return sendPage(reply, 200, view);
    });

  const rate = new ReportRate(DEFAULT_HEALTH_LIMITS.reportsPerMinute);
  const end = (reply: FastifyReply, status: number) => reply.code(status).header('Cache-Control', 'no-store').send();
  // a page's reports as navigator.sendBeacon sends them (text/plain), read as text whatever their type, 8 KB at most
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, next) => next(null, body));
    scope.post('/ops/reports', {
      bodyLimit: DEFAULT_HEALTH_LIMITS.maxBytes,
      onRequest: async (request, reply) => {
        if (!rate.allow(clientAddress(request.raw), now())) return end(reply, 429);
      },
      handler: async (request, reply) => {
        const verdict = parseReport(typeof request.body === 'string' ? request.body : '');
        if (!verdict.ok) return end(reply, verdict.status);
        options.health.add(request.brand.id, verdict.events, now());
        return end(reply, 204);
      },
    });
    // the players' vitals (decision 040): the same way in, their own bounds; the brand is the host's, never the page's word
    const vitalsRate = new ReportRate(DEFAULT_VITALS_LIMITS.reportsPerMinute);
    scope.post('/ops/vitals', {
      bodyLimit: DEFAULT_VITALS_LIMITS.maxBytes,
      onRequest: async (request, reply) => {
        if (!vitalsRate.allow(clientAddress(request.raw), now())) return end(reply, 429);
      },
      handler: async (request, reply) => {
        const verdict = parseVitals(typeof request.body === 'string' ? request.body : '');
        if (!verdict.ok) return end(reply, verdict.status);
        // a key none of the brand's pages has counts as 'unknown': a brand's rows stay as few as its routes
        const keys = options.routeKeys?.(request.brand, request.site) ?? null;
        const samples = keys ? verdict.samples.map((s) => (keys.has(s.route) ? s : { ...s, route: 'unknown' })) : verdict.samples;
        options.vitals.add(request.brand.id, samples);
        return end(reply, 204);
      },
    });
  });
  // any other method, or another address under /ops/, is not a page
  for (const url of ['/ops/reports', '/ops/vitals'])
    app.get(url, async (_request, reply) => reply.code(405).header('Allow', 'POST').send());
  app.get('/ops/*', async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
}
