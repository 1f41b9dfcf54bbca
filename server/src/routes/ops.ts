import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Brand, type BrandSource, namedReleases } from '../brands.ts';
import { isLoopback } from '@wl/http-answers/client-address';
import { readCookies } from '../device.ts';
import { DEFAULT_HEALTH_LIMITS, type HealthIntake, parseReport, ReportRate } from '../health.ts';
import { healthPage } from '../health-page.ts';
import type { ServerMetrics } from '../metrics.ts';
import type { Figures } from '../ops-figures.ts';
import type { RolloutStatus } from '../rollouts/controller.ts';
import { OPS_COOKIE, type OpsTokens, type TokenClaims } from '../ops-token.ts';
import type { Audit, Presence, ReleaseOrigin } from '../release-origin.ts';
import { type ShellProvides, shellCannotRun } from '../shell-compat.ts';
import { DEFAULT_VITALS_LIMITS, parseVitals, type VitalsIntake } from '../vitals.ts';
import { sendPage } from './host-brand.ts';
import type { SiteAddress } from './site.ts';

// The operations routes (issue 23, docs/operations.md): the browsers' health reports and vitals, and the health
// page, which answers this machine only, as the dev API's operator pages do: the client's address as nginx
// forwards it. A report counts only with its page's token (ops-token.ts, decision 042), for the host's brand, for
// the releases that page runs; what is refused or dropped is counted by reason. The counts are this server's
// metrics (decision 046); the health page shows Prometheus's sums of every server's.

export interface OpsOptions {
  brands: BrandSource;
  /** the releases' origin (decision 049), asked again at each view of the health page */
  releases: ReleaseOrigin;
  /** the strict singletons this server's shell provides (its build's shared.json): a release it cannot run is flagged */
  shell?: ShellProvides | null;
  health: HealthIntake;
  vitals: VitalsIntake;
  tokens: OpsTokens;
  metrics: ServerMetrics;
  /** every server's figures, as Prometheus sums them */
  figures: () => Promise<Figures>;
  /** the rollouts and their decisions, where the brands are in the config store (decision 050) */
  rollouts?: () => Promise<RolloutStatus[]>;
  now?: () => number;
  /** the route keys of the brand's pages as this request's host serves them, each with its remote, or null where they cannot be read */
  routeRemotes?: (brand: Brand, at: SiteAddress) => Map<string, string> | null;
}

type Endpoint = 'reports' | 'vitals';

/**
 * Whether each release the brands name is on its origin, asked now (a release removed since a server read it
 * shows), and whole (every file of its release.json, audited at most every 30 s): null where the origin did not
 * answer, or where the brand's origin is known per request only.
 */
async function releasesOnOrigin(brands: Brand[], releases: ReleaseOrigin, shell: ShellProvides | null | undefined) {
  const asked = new Map<string, Promise<[Presence, Audit | null]>>();
  for (const brand of brands)
    for (const { url, remote, version } of namedReleases(brand.config, releases))
      if (!asked.has(url))
        asked.set(
          url,
          releases
            .check(url)
            .then(async (state) => [state, state === 'present' ? await releases.audit(brand.config.releasesBase, remote, version) : null]),
        );
  const known = new Map(await Promise.all([...asked].map(async ([url, state]) => [url, await state] as const)));
  return (brand: Brand, remote: string, version: string) => {
    const [state, audit] = known.get(releases.manifestUrl(brand.config.releasesBase, remote, version)) ?? [];
    const lacks = audit?.state === 'damaged' ? audit.missing : [];
    const record = audit && audit.state !== 'unknown' ? audit.record : null;
    const needs = shell && record ? shellCannotRun(record.shared, shell) : [];
    if (lacks.length || needs.length) return { lacks, needs };
    return state === 'present' ? true : state === 'absent' ? false : null;
  };
}

function healthPageRoutes(app: FastifyInstance, options: OpsOptions, now: () => number) {
  for (const url of ['/ops/health', '/ops/health.json'])
    app.get(url, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!isLoopback(request.ip))
        return reply.code(403).type('text/plain; charset=utf-8').send('The operations pages answer this machine only.\n');
      const brands = options.brands.all();
      const [figures, inStore, rollouts] = await Promise.all([
        options.figures(),
        releasesOnOrigin(brands, options.releases, options.shell),
        // the store away: the page still shows the rest, and the rollouts as unknown
        options.rollouts?.().catch(() => null) ?? null,
      ]);
      const view = healthPage(brands, figures, now(), inStore, options.brands.refused(), options.brands.version?.(), rollouts);
      if (url.endsWith('.json')) return reply.type('application/json; charset=utf-8').send(JSON.stringify(view.data));
      return sendPage(reply, 200, view);
    });
}

/** What every report and vitals request goes through before its body is read, each refusal counted by reason. */
function reportGate({ tokens, metrics }: OpsOptions, now: () => number) {
  const end = (reply: FastifyReply, status: number) => reply.code(status).header('Cache-Control', 'no-store').send();
  /** Refuses a report of the request's brand, counted by reason. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, reason: string, status: number) => {
    metrics.refused.inc({ brand: request.brand.id, endpoint, reason });
    return end(reply, status);
  };
  /** The request's page token, checked against its host's brand and spent once; null when the request was answered. */
  const token = (request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint): TokenClaims | null => {
    const verdict = tokens.verify(readCookies(request.headers.cookie)[OPS_COOKIE], request.brand.id, now());
    if (!verdict.ok) {
      void refuse(request, reply, endpoint, verdict.reason, 403);
      return null;
    }
    if (!tokens.spend(verdict.claims, endpoint)) {
      void refuse(request, reply, endpoint, 'token spent', 429);
      return null;
    }
    return verdict.claims;
  };
  const limited = (rate: ReportRate, endpoint: Endpoint) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!rate.allow(request.ip, now())) return refuse(request, reply, endpoint, 'over the rate', 429);
  };
  return { end, refuse, token, limited };
}

type Gate = ReturnType<typeof reportGate>;

function reportsHandler(options: OpsOptions, gate: Gate, now: () => number) {
  const { tokens, metrics } = options;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = gate.token(request, reply, 'reports');
    if (!claims) return reply;
    const verdict = parseReport(typeof request.body === 'string' ? request.body : '');
    if (!verdict.ok) return gate.refuse(request, reply, 'reports', verdict.reason, verdict.status);
    // a page reports the releases it runs: the token names them, so no other name can be made up
    if (verdict.events.some((event) => !claims.releases[event.remote]?.includes(event.release)))
      return gate.refuse(request, reply, 'reports', "not the page's release", 400);
    const dropped = options.health.add(request.brand.id, verdict.events, now(), {
      source: tokens.source(request.ip),
      token: claims.id,
    });
    for (const [reason, count] of Object.entries(dropped))
      metrics.refused.inc({ brand: request.brand.id, endpoint: 'reports', reason }, count);
    return gate.end(reply, 204);
  };
}

function vitalsHandler(options: OpsOptions, gate: Gate, now: () => number) {
  const { tokens, metrics } = options;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = gate.token(request, reply, 'vitals');
    if (!claims) return reply;
    const verdict = parseVitals(typeof request.body === 'string' ? request.body : '');
    if (!verdict.ok) return gate.refuse(request, reply, 'vitals', verdict.reason, verdict.status);
    // a key none of the brand's pages has counts as 'unknown': a brand's rows stay as few as its routes
    const remotes = options.routeRemotes?.(request.brand, request.site) ?? null;
    const samples = remotes ? verdict.samples.map((s) => (remotes.has(s.route) ? s : { ...s, route: 'unknown' })) : verdict.samples;
    // each value under the release of its route's remote that this page ran, as its token names it (decision 050)
    const releaseOf = (route: string) => {
      const remote = remotes?.get(route);
      return remote ? { remote, release: claims.releases[remote]?.[0] ?? '' } : { remote: '', release: '' };
    };
    const dropped = options.vitals.add(request.brand.id, samples, now(), tokens.source(request.ip), releaseOf);
    for (const [reason, count] of Object.entries(dropped))
      metrics.refused.inc({ brand: request.brand.id, endpoint: 'vitals', reason }, count);
    return gate.end(reply, 204);
  };
}

export function opsRoutes(app: FastifyInstance, options: OpsOptions) {
  const now = options.now ?? Date.now;
  healthPageRoutes(app, options, now);
  const gate = reportGate(options, now);
  // a page's reports as navigator.sendBeacon sends them (text/plain), read as text whatever their type, 8 KB at most
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, next) => next(null, body));
    scope.post('/ops/reports', {
      bodyLimit: DEFAULT_HEALTH_LIMITS.maxBytes,
      onRequest: gate.limited(new ReportRate(DEFAULT_HEALTH_LIMITS.reportsPerMinute), 'reports'),
      handler: reportsHandler(options, gate, now),
    });
    // the players' vitals (decision 040): the same way in, their own bounds; the brand is the host's, never the page's word
    scope.post('/ops/vitals', {
      bodyLimit: DEFAULT_VITALS_LIMITS.maxBytes,
      onRequest: gate.limited(new ReportRate(DEFAULT_VITALS_LIMITS.reportsPerMinute), 'vitals'),
      handler: vitalsHandler(options, gate, now),
    });
  });
  // any other method, or another address under /ops/, is not a page
  for (const url of ['/ops/reports', '/ops/vitals'])
    app.get(url, async (_request, reply) => reply.code(405).header('Allow', 'POST').send());
  app.get('/ops/*', async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
}
