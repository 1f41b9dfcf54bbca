import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { WEB_MANIFEST_PATH, webManifest } from '../web-manifest.ts';
import { sendJson } from './json-reply.ts';
import type { siteContext } from './site.ts';

// What the brand of the request's host answers: its runtime file (releases and canary resolved, the remotes'
// routes read from their builds; decisions 022, 030, 031), its web manifest, and its logo and icons.

/** The internal addresses of nginx that send a brand's own files and the shell's (deploy/nginx/site.conf). */
const BRAND_FILES = '/_brand-files/';
const SHELL_BRAND_FILES = '/_shell-brand/';

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function brandRoutes(app: FastifyInstance, site: ReturnType<typeof siteContext>) {
  app.get('/runtime/whitelabel.json', async (request, reply) => {
    const { preview } = site.previewOf(request.brand, request.headers.cookie, request.url);
    return sendJson(request, reply, site.runtimeFile(request.brand, request.site, preview));
  });
  app.get(WEB_MANIFEST_PATH, async (request, reply) =>
    sendJson(request, reply, webManifest(request.brand.config), 'application/manifest+json; charset=utf-8'),
  );
  // The brand's own logo and icons, else the shell's: this server names the file, nginx sends it (X-Accel-Redirect),
  // with the static files' headers and their ETag.
  app.get('/brand/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!FILE_NAME.test(file)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const { assetsDir, id } = request.brand;
    const own = assetsDir !== null && existsSync(path.join(assetsDir, file));
    return reply.header('X-Accel-Redirect', own ? `${BRAND_FILES}${id}/${file}` : `${SHELL_BRAND_FILES}${file}`).send();
  });
}
