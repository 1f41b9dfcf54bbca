import type { FastifyInstance } from 'fastify';

// The platform's addresses (decision 045): the platform API (/wps, /lgw), and in the demo the fake platform's own
// pages (/dev, /dev-idp) and art (/assets). The edge sends them to the platform, the brand's real one or the demo's
// process, so the application server never sees them. Should one reach it all the same (a proxy configured wrong,
// a request to its loopback port), it answers as a platform without that address would, never with the site's
// page: a call must fail as a call.

const PLATFORM_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/dev-idp/', '/assets/'];

export function platformPrefixes(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!PLATFORM_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    return reply
      .code(404)
      .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      .send(JSON.stringify({ success: false, errorCode: 'not_found', message: 'Requested URL not found' }));
  });
}
