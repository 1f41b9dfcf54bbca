import { htmlPageHeaders } from '@wl/http-answers/html-page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Brand, BrandSource } from '../brands.ts';
import { unknownHostPage } from '../unknown-host.ts';
import { HEALTHZ_PATH } from './healthz.ts';
import { METRICS_PATH } from './metrics.ts';
import { parseHost, type SiteAddress, siteAddress } from './site.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the brand the request's host name names (issue 23) */
    brand: Brand;
    /** where the page is, as the brand's configuration names it (never the raw Host header) */
    site: SiteAddress;
  }
}

/** An HTML page of the server's own (the unknown host's, the operations page), with its inline style admitted by hash. */
export const sendPage = (reply: FastifyReply, status: number, page: { html: string; styles: string[] }) =>
  reply
    .code(status)
    .headers({ ...htmlPageHeaders({ styles: page.styles }), 'Content-Type': 'text/html; charset=utf-8' })
    .send(page.html);

/** Paths that answer whatever the host (the operations page: every brand's; the readiness: a checker's; the metrics: a scraper's). */
const ANY_HOST = ['/ops/health', '/ops/health.json', HEALTHZ_PATH, METRICS_PATH];

/**
 * Every request belongs to the brand its host names; a host no brand lists gets a page saying so in both languages,
 * and none of a brand's content, the API included.
 */
export function brandByHost(app: FastifyInstance, brands: BrandSource) {
  app.decorateRequest('brand', null as unknown as Brand);
  app.decorateRequest('site', null as unknown as SiteAddress);
  app.addHook('onRequest', async (request, reply) => {
    if (ANY_HOST.includes(request.url.split('?')[0] ?? '')) return;
    // a Host header that is not exactly a name and a port is no brand's, whatever its name starts with
    const host = parseHost(request.headers.host);
    const brand = host ? brands.forHost(host.name) : null;
    const site = brand ? siteAddress(request.raw, brand) : null;
    if (!brand || !site) return sendPage(reply, 404, unknownHostPage());
    request.brand = brand;
    request.site = site;
  });
}
