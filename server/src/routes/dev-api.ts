import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

// The dev API (dev-api/, createDevApi) on the site's origin: the platform API (/wps, /lgw), its operator and test
// pages (/dev), the identity provider's pages (/dev-idp) and the generated art (/assets). It is a Node (req, res)
// handler that reads its own bodies, so it takes the request before Fastify reads anything of it.

export interface MountedApi {
  /** answers a request under its prefixes; false for a path it does not know */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export const DEV_API_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/dev-idp/', '/assets/'];

export function mountDevApi(app: FastifyInstance, api: MountedApi) {
  app.addHook('onRequest', async (request, reply) => {
    if (!DEV_API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    reply.hijack();
    const res = reply.raw;
    if (await api.handle(request.raw, res)) return;
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ success: false, errorCode: 'not_found', message: 'Requested URL not found' }));
  });
}
