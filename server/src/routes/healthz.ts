import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrandSource } from '../brands.ts';

// Readiness (issue 37 item 7): whether this application server can serve a page now, for nginx's and a
// supervisor's checks and the local topology's start (scripts/lib/site-topology.ts). It needs a brand to serve
// and the shell's page to serve it with; anything it lacks is named, so an operator reads why from the answer.
// Any host asks it (a checker knows no brand's name), it is never cached, and it names no brand: it is public
// behind nginx. Where the brands come from the config store it names the store's revision this server serves.

export const HEALTHZ_PATH = '/healthz';

export function healthzRoute(app: FastifyInstance, brands: BrandSource, shellDir: string) {
  app.get(HEALTHZ_PATH, async (_request, reply) => {
    const brandCount = brands.all().length;
    const problems = [
      ...(brandCount ? [] : ['no brand file is good']),
      ...(existsSync(path.join(shellDir, 'index.html')) ? [] : ["the shell's page is not built"]),
    ];
    return reply
      .code(problems.length ? 503 : 200)
      .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      .send(
        JSON.stringify({
          ready: !problems.length,
          brands: brandCount,
          problems,
          // with a config store (decision 048): the revision served, so that N servers' answers can be compared,
          // and whether the store is away (the applied revision is served meanwhile: still ready)
          ...(brands.version ? { brandsVersion: brands.version() } : {}),
        }),
      );
  });
}
