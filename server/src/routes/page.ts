import { negotiate } from '@wl/http-answers/compression';
import { deviceReleases } from '@wl/plain/release-share';
import type { FastifyInstance } from 'fastify';
import { pageDevice } from '../device.ts';
import { Contributions } from '../health.ts';
import { releaseLabel, type ServerMetrics } from '../metrics.ts';
import type { OpsTokens } from '../ops-token.ts';
import type { FirstImagesCache } from '../page/first-images.ts';
import { isKnownAddress } from '../page/known-address.ts';
import { pagePolicy } from '../page/page-policy.ts';
import { isPagePath, newNonce, renderPage } from '../page/shell-page.ts';
import { previewCookie } from '../preview.ts';
import { forDevice } from '../runtime-file.ts';
import { isSecure, policySource, type siteContext } from './site.ts';

// The shell's page at every client-side route: rendered per request (its nonce, the brand's head, the hints of the
// releases this device runs, the first frame), never a stale copy (`no-cache`). The device's id cookie goes with a
// first visit's page, so that even that page is hinted right (decision 031). So does the page's token for its
// health reports and vitals (decision 042), on the /ops path only: the page's code never sees it; such a page counts
// as a load of each release it runs (decision 046). An address no route of the brand serves gets the same page,
// where the shell shows its not-found screen, with 404 (issue 37 item 7; page/known-address.ts).

/** An address counts once an hour towards a release's page-load sources; so many remembered at most, the oldest forgotten. */
const SOURCES_WINDOW_MS = 3_600_000;
const MAX_SOURCES = 200_000;

export function pageRoute(
  app: FastifyInstance,
  site: ReturnType<typeof siteContext>,
  shellDir: string,
  tokens: OpsTokens,
  metrics: ServerMetrics,
  firstImages?: FirstImagesCache,
  now: () => number = Date.now,
) {
  const loadSources = new Contributions(SOURCES_WINDOW_MS, MAX_SOURCES);
  app.get('/*', async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (!isPagePath(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const { hostname } = request.site;
    const device = pageDevice(request.headers.cookie, isSecure(request.raw));
    const { preview, fromLink } = site.previewOf(request.brand, request.headers.cookie, url);
    const file = site.runtimeFile(request.brand, request.site, preview);
    // the releases this device runs, and the stable one behind a candidate it may fall back to
    const chosen = Object.entries(deviceReleases(file, device.id, device.fellBack));
    const releases = Object.fromEntries(
      chosen.map(([remote, choice]) => [remote, choice.stable ? [choice.release, choice.stable.release] : [choice.release]]),
    );
    const token = tokens.issue(request.brand.id, releases, request.ip, now());
    // a page that can report counts as a load of each release it runs: the failures' denominator (decision 046); a
    // page without a token can report nothing, so it would only thin the shares
    if (token)
      for (const [remote, choice] of chosen) {
        const labels = { brand: request.brand.id, remote, release: releaseLabel(choice.release) };
        metrics.pageLoads.inc(labels);
        // how many addresses the loads came from, for what acts on them (decision 050): once an hour per address here
        if (loadSources.take(`${labels.brand}\u0000${remote}\u0000${labels.release}\u0000${request.ip}`, 1, now()) === 1)
          metrics.pageLoadSources.inc(labels);
      }
    const cookies = [
      device.setCookie,
      token && tokens.cookie(token, isSecure(request.raw)),
      // a preview's link: kept by this browser until the preview ends, so that its next loads run it too
      preview && fromLink && previewCookie(fromLink, preview.exp - now(), isSecure(request.raw)),
    ].filter((c): c is string => Boolean(c));
    if (cookies.length) reply.header('Set-Cookie', cookies);
    const nonce = newNonce();
    const html = renderPage({
      url,
      hostname,
      shellDir,
      nonce,
      whitelabel: forDevice(file, device.id, device.fellBack),
      read: site.read(request.site),
      prerendered: site.prerendered(request.site),
      firstImages: firstImages?.forPage,
    });
    const { body, headers } = negotiate(request.raw, html, {
      'Content-Type': 'text/html; charset=utf-8',
      // the hints follow the runtime file and the builds being served: never a stale copy
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': pagePolicy(() => policySource(file), hostname, nonce),
    });
    return reply
      .code(isKnownAddress(file, pathname) === false ? 404 : 200)
      .headers(headers)
      .send(body);
  });
}
