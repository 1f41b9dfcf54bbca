// The operations figures as Prometheus metrics (issue 37 item 3, decision 046): each application server counts
// what it served and what the players' browsers told it, and Prometheus scrapes every server's /metrics and adds
// them up. prom-client's own objects, in a registry of this server's own (never the library's global one: two apps
// in one test process must not share counts). Every label value comes from a bounded set that the server chose:
// the brand from the host, the remote and release from the page's signed token, the route from the manifests, the
// reason from the server's own words (decision 042). Nothing here decides what may be counted: vitals.ts and
// health.ts do, before a value is observed.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Brand } from './brands.ts';
import { isRelease } from './releases.ts';

export type VitalName = 'LCP' | 'INP' | 'CLS';

/**
 * Each vital's buckets, in its metric's unit (seconds for LCP and INP), holding the Core Web Vitals' "good" and
 * "poor" lines (LCP 2.5 and 4 s, INP 200 and 500 ms, CLS 0.1 and 0.25): whether a p75 is past a line is then
 * exact, the share of loads in the bucket that ends there.
 */
export const VITAL_BUCKETS: Record<VitalName, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 20],
  INP: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.5, 1, 2],
};

/** The metric names of each vital: its histogram, and the one of values a later report of the same load replaced. */
export const VITAL_METRIC_NAMES: Record<VitalName, { observed: string; replaced: string }> = {
  LCP: { observed: 'wl_vitals_lcp_seconds', replaced: 'wl_vitals_replaced_lcp_seconds' },
  INP: { observed: 'wl_vitals_inp_seconds', replaced: 'wl_vitals_replaced_inp_seconds' },
  CLS: { observed: 'wl_vitals_cls', replaced: 'wl_vitals_replaced_cls' },
};

/** A vital's value as the page tells it (ms for LCP and INP) in its metric's unit. */
export const inMetricUnit = (metric: VitalName, value: number) => (metric === 'CLS' ? value : value / 1000);

/** The health reports' kinds and their counters' names. */
export const HEALTH_METRIC_NAMES = {
  'load-failure': 'wl_remote_load_failures_total',
  fallback: 'wl_remote_fallbacks_total',
  error: 'wl_remote_errors_total',
} as const;

const VITAL_HELP: Record<VitalName, string> = {
  LCP: "Players' largest contentful paint per page load (web-vitals), by brand, route key, and its remote's release",
  INP: "Players' interaction to next paint per page load (web-vitals), by brand, route key, and its remote's release",
  CLS: "Players' cumulative layout shift per page load (web-vitals), by brand, route key, and its remote's release",
};

function vitalHistograms(registry: Registry, which: 'observed' | 'replaced') {
  const make = (metric: VitalName) =>
    new Histogram({
      name: VITAL_METRIC_NAMES[metric][which],
      help:
        which === 'observed'
          ? VITAL_HELP[metric]
          : `Values of ${metric} that a later report of the same page load replaced: subtract them for one value per load`,
      // the remote and release of the route (decision 050): the rollouts compare a candidate's vitals with its stable's
      labelNames: ['brand', 'route', 'remote', 'release'] as const,
      buckets: VITAL_BUCKETS[metric],
      registers: [registry],
    });
  return { LCP: make('LCP'), INP: make('INP'), CLS: make('CLS') };
}

/** What a release is named by in the figures: its version, or 'url' for a manifest URL (as the pages report it). */
export const releaseLabel = (value: string) => (isRelease(value) ? value : 'url');

/** The players' vitals, and who sent them. */
function vitalMetrics(registry: Registry) {
  return {
    vitals: vitalHistograms(registry, 'observed'),
    replacedVitals: vitalHistograms(registry, 'replaced'),
    vitalsSources: new Counter({
      name: 'wl_vitals_sources_total',
      help: 'Addresses that sent a vitals row a value, each counted once an hour per row',
      labelNames: ['brand', 'route', 'metric'] as const,
      registers: [registry],
    }),
  };
}

/** The health reports, the pages served that they are shares of, and what the endpoints refused. */
function reportMetrics(registry: Registry) {
  const health = (kind: keyof typeof HEALTH_METRIC_NAMES, help: string) =>
    new Counter({ name: HEALTH_METRIC_NAMES[kind], help, labelNames: ['brand', 'remote', 'release'] as const, registers: [registry] });
  return {
    reports: {
      'load-failure': health('load-failure', "A remote's manifest, entry or module that did not load in a player's page, by release"),
      fallback: health('fallback', "Devices moved from a canary's candidate to its stable release, against the candidate's release"),
      error: health('error', "Pages that threw while a remote rendered, and uncaught errors of a remote's scripts, by release"),
    },
    // Who the figures come from, for what acts on them (the rollout controller, decision 050's stop 43 addendum): an
    // address counted once per window per row, so that a verdict can ask for a number of distinct senders
    reportSources: new Counter({
      name: 'wl_remote_report_sources_total',
      help: "Addresses that told of a release's failures (load failures and fallbacks) or errors, each counted once per window",
      labelNames: ['brand', 'remote', 'release', 'class'] as const,
      registers: [registry],
    }),
    pageLoadSources: new Counter({
      name: 'wl_remote_page_load_sources_total',
      help: 'Addresses that were served pages running a release, each counted once per window per server',
      labelNames: ['brand', 'remote', 'release'] as const,
      registers: [registry],
    }),
    pageLoads: new Counter({
      name: 'wl_remote_page_loads_total',
      help: 'Pages served with a report token, per remote the release chosen for that device: the denominator of the failure shares',
      labelNames: ['brand', 'remote', 'release'] as const,
      registers: [registry],
    }),
    refused: new Counter({
      name: 'wl_ops_refused_total',
      help: 'Reports, or events and values of them, refused or dropped by the operations endpoints, by reason (decision 042)',
      labelNames: ['brand', 'endpoint', 'reason'] as const,
      registers: [registry],
    }),
  };
}

/** What the brands' files name, and which version of them this server serves. */
function brandMetrics(registry: Registry) {
  return {
    releaseInfo: new Gauge({
      name: 'wl_release_info',
      help: "The releases each brand's file names: role stable, or candidate of a canary (always 1)",
      labelNames: ['brand', 'remote', 'release', 'role'] as const,
      registers: [registry],
    }),
    canaryShare: new Gauge({
      name: 'wl_canary_share_ratio',
      help: "A canary candidate's share of devices, 0 to 1",
      labelNames: ['brand', 'remote', 'release'] as const,
      registers: [registry],
    }),
    // with the brands' config store (decision 048): servers that disagree show as max - min above 0
    brandsRevision: new Gauge({
      name: 'wl_brands_revision',
      help: "The config store's revision of the brands this server serves",
      // labelled so that a server reading a brands folder exports no sample at all, rather than a 0
      labelNames: ['source'] as const,
      registers: [registry],
    }),
    brandsStoreReachable: new Gauge({
      name: 'wl_brands_store_reachable',
      help: 'Whether the brands config store answers this server (1) or it serves its last applied revision (0)',
      labelNames: ['source'] as const,
      registers: [registry],
    }),
  };
}

// Made in the order /metrics lists them.
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // the process's memory, CPU and event loop lag: whether a server's memory stays bounded under a flood is read here
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    ...vitalMetrics(registry),
    ...reportMetrics(registry),
    requestSeconds: new Histogram({
      name: 'wl_http_request_duration_seconds',
      help: "The page's and the runtime file's answer times on this server",
      labelNames: ['handler', 'brand', 'code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    ...brandMetrics(registry),
  };
}

export type ServerMetrics = ReturnType<typeof createMetrics>;

/**
 * Sets the brand files' releases and makes the counters of every release a brand names, at 0, before they are
 * scraped: Prometheus reads an increase of a counter from a sample before it, so one born at its first failures
 * would hide them from rate() and the alerts. Called at every scrape, so a brand file's edit shows at the next.
 */
export function describeBrands(metrics: ServerMetrics, brands: Brand[]) {
  metrics.releaseInfo.reset();
  metrics.canaryShare.reset();
  for (const brand of brands)
    for (const [remote, value] of Object.entries(brand.config.remotes)) {
      const plan = brand.config.canary?.[remote];
      const named: [string, 'stable' | 'candidate'][] = [[releaseLabel(value), 'stable']];
      if (plan) named.push([releaseLabel(plan.release), 'candidate']);
      for (const [release, role] of named) {
        const labels = { brand: brand.id, remote, release };
        metrics.releaseInfo.set({ ...labels, role }, 1);
        for (const counter of [metrics.pageLoads, metrics.pageLoadSources, ...Object.values(metrics.reports)]) counter.inc(labels, 0);
        for (const cls of ['failure', 'error']) metrics.reportSources.inc({ ...labels, class: cls }, 0);
      }
      if (plan) metrics.canaryShare.set({ brand: brand.id, remote, release: releaseLabel(plan.release) }, plan.share / 100);
    }
}
