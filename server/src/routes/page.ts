import { negotiate } from '@wl/dev-api/compression';
import type { FastifyInstance } from 'fastify';
import { pageDevice } from '../device.ts';
import type { FirstImagesCache } from '../page/first-images.ts';
import { pagePolicy } from '../page/page-policy.ts';
import { isPagePath, newNonce, renderPage } from '../page/shell-page.ts';
import { forDevice } from '../runtime-file.ts';
import { isSecure, policySource, type siteContext } from './site.ts';

// The shell's page at every client-side route: rendered per request (its nonce, the brand's head, the hints of the
// releases this device runs, the first frame), never a stale copy (`no-cache`). The device's id cookie goes with a
// first visit's page, so that even that page is hinted right (decision 031).

export function pageRoute(app: FastifyInstance, site: ReturnType<typeof siteContext>, shellDir: string, firstImages?: FirstImagesCache) {
  app.get('/*', async (request, reply) => {
    const url = request.url;
    if (!isPagePath(url.split('?')[0] ?? '/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const { hostname } = request.site;
    const device = pageDevice(request.headers.cookie, isSecure(request.raw));
    if (device.setCookie) reply.header('Set-Cookie', device.setCookie);
    const file = site.runtimeFile(request.brand, request.site);
    const nonce = newNonce();
    const html = renderPage({
      url,
      hostname,
      shellDir,
      nonce,
      whitelabel: forDevice(file, device.id, device.fellBack),
      read: site.read(request.site),
      firstImages: firstImages?.forPage,
    });
    const { body, headers } = negotiate(request.raw, html, {
      'Content-Type': 'text/html; charset=utf-8',
      // the hints follow the runtime file and the builds being served: never a stale copy
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': pagePolicy(() => policySource(file), hostname, nonce),
    });
    return reply.headers(headers).send(body);
  });
}
