// Real players' vitals (issue 26, decision 040): LCP, INP and CLS from sampled page loads, per brand, route key and
// metric. A report carries { route, metric, value, rating, nav, id } and nothing else is kept; it is bounded in size,
// in rate per client and by its page's token (ops-token.ts, decision 042), and a value must agree with the rating
// web-vitals gave it. What passes is observed into this server's histograms (metrics.ts), which Prometheus adds up
// over every server (decision 046): nothing here keeps a figure. It keeps what the bounds need: the rows each brand
// has (made-up route keys cannot grow the label sets), each address's share of a row for the hour (one load an
// hour: an address weighs one load, as decision 042's p75 weighed it), and the latest load ids, so that a load that
// reports again (its INP or CLS grew) replaces its value instead of counting twice.
import { Contributions } from './health.ts';
import { inMetricUnit, type ServerMetrics } from './metrics.ts';
import { readBatch } from './report-batch.ts';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
const NAVIGATIONS = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;

export interface VitalSample {
  route: string;
  metric: VitalMetric;
  value: number;
  rating: (typeof RATINGS)[number];
  nav: (typeof NAVIGATIONS)[number];
  /** web-vitals' id of this metric of this page load (random, made in the page): a later report of the same load
   * replaces the earlier value instead of counting the load twice. None from a page that predates it. */
  id?: string;
}

export interface VitalsLimits {
  maxBytes: number;
  /** metrics in one report (a page load has three, sent in one or two batches) */
  maxMetrics: number;
  reportsPerMinute: number;
  /** rows (route and metric) per brand at most: made-up route keys cannot grow the label sets past it, nor crowd out another brand's */
  maxRowsPerBrand: number;
  /** values one address adds to one row in the window */
  perSourcePerRow: number;
  /** the window of the address's share */
  windowMs: number;
  /** the address shares remembered at most (the oldest forgotten first) */
  maxContributions: number;
  /** load ids remembered, oldest forgotten first: a re-report after that counts as a new load */
  recentIds: number;
}

export const DEFAULT_VITALS_LIMITS: VitalsLimits = {
  maxBytes: 2 * 1024,
  maxMetrics: 6,
  // per address: many players share one behind a carrier's NAT; a sampled load sends one or two reports
  reportsPerMinute: 60,
  maxRowsPerBrand: 600,
  // one load an address an hour: a histogram cannot weigh a value, so an address weighs one load by adding one
  // (decision 046); two addresses among forty players are two loads of forty-two
  perSourcePerRow: 1,
  windowMs: 60 * 60 * 1000,
  maxContributions: 200_000,
  // a page re-reports within its own life; 20,000 ids take a few MB
  recentIds: 20_000,
};

// a route key as the manifests declare them ('home', 'gameList', 'agentTeamOverview'), or 'unknown'
const ROUTE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,47}$/;
// web-vitals' id: its major version, the load's time and a random number ('v6-1764201600000-4829301746251')
const METRIC_ID = /^v\d{1,2}-\d{1,16}-\d{1,16}$/;
// a value no real load has: a minute for a time, 10 for a layout shift
const MAX_VALUE: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10 };
/** web-vitals' own thresholds of "good" and "poor" (https://web.dev/articles/vitals): a rating says where its value is */
export const THRESHOLDS: Record<VitalMetric, [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] };
const ratingOf = (metric: VitalMetric, value: number): VitalSample['rating'] => {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

export type VitalsVerdict = { ok: true; samples: VitalSample[] } | { ok: false; status: 400 | 413; reason: string };

/** A report as a page sends it ({ metrics: [...] }), checked whole: one bad metric refuses it; any other field is dropped. */
export function parseVitals(body: string, limits: VitalsLimits = DEFAULT_VITALS_LIMITS): VitalsVerdict {
  const batch = readBatch(body, 'metrics', limits.maxBytes, limits.maxMetrics);
  if (!batch.ok) return batch;
  const list = batch.list;
  const samples: VitalSample[] = [];
  for (const item of list) {
    const { route, metric, value, rating, nav, id } = (item ?? {}) as Record<string, unknown>;
    if (typeof route !== 'string' || !ROUTE_KEY.test(route)) return { ok: false, status: 400, reason: 'not a route key' };
    if (!VITAL_METRICS.includes(metric as VitalMetric)) return { ok: false, status: 400, reason: 'not a known metric' };
    const m = metric as VitalMetric;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VALUE[m])
      return { ok: false, status: 400, reason: 'not a value' };
    if (!RATINGS.includes(rating as VitalSample['rating'])) return { ok: false, status: 400, reason: 'not a rating' };
    // web-vitals rates a value by these thresholds itself: a value its rating contradicts was not measured
    if (rating !== ratingOf(m, value)) return { ok: false, status: 400, reason: 'implausible' };
    if (!NAVIGATIONS.includes(nav as VitalSample['nav'])) return { ok: false, status: 400, reason: 'not a navigation type' };
    if (id !== undefined && (typeof id !== 'string' || !METRIC_ID.test(id))) return { ok: false, status: 400, reason: 'not a metric id' };
    const sample: VitalSample = { route, metric: m, value, rating: rating as VitalSample['rating'], nav: nav as VitalSample['nav'] };
    if (id !== undefined) sample.id = id;
    samples.push(sample);
  }
  return { ok: true, samples };
}

export type VitalsDropReason = 'over the address share' | 'brand full';

/** Admits a report's values to the histograms within the bounds above. */
export class VitalsIntake {
  private readonly rows = new Map<string, Set<string>>();
  // a load's latest value by row and load id, in the order told (a Map keeps it): the oldest are forgotten past the limit
  private readonly loads = new Map<string, number>();
  private readonly shares: Contributions;
  private readonly metrics: ServerMetrics;
  private readonly limits: VitalsLimits;
  constructor(metrics: ServerMetrics, limits: VitalsLimits = DEFAULT_VITALS_LIMITS) {
    this.metrics = metrics;
    this.limits = limits;
    this.shares = new Contributions(limits.windowMs, limits.maxContributions);
  }

  /**
   * Observes a report's values for a brand; what did not count, by reason. A value from an address (keyed) that has
   * added its share of the row this hour is dropped; without one (tests of the intake) all count.
   */
  add(
    brand: string,
    samples: VitalSample[],
    now: number,
    source?: string,
    /** the remote of a route and the release the page ran of it (decision 050); none: unlabelled */
    releaseOf: (route: string) => { remote: string; release: string } = () => ({ remote: '', release: '' }),
  ): Partial<Record<VitalsDropReason, number>> {
    const dropped: Partial<Record<VitalsDropReason, number>> = {};
    const drop = (reason: VitalsDropReason) => (dropped[reason] = (dropped[reason] ?? 0) + 1);
    for (const sample of samples) {
      const row = JSON.stringify([brand, sample.route, sample.metric]);
      const rows = this.rows.get(brand) ?? new Set<string>();
      if (!rows.has(row)) {
        if (rows.size >= this.limits.maxRowsPerBrand) {
          drop('brand full');
          continue;
        }
        rows.add(row);
        this.rows.set(brand, rows);
      }
      const labels = { brand, route: sample.route };
      const byRelease = { ...labels, ...releaseOf(sample.route) };
      const observe = (value: number) => this.metrics.vitals[sample.metric].observe(byRelease, inMetricUnit(sample.metric, value));
      // a load is its row, its id and its address: an id told from elsewhere replaces nobody's value
      const load = sample.id === undefined ? undefined : `${row}${sample.id}\u0000${source ?? ''}`;
      const earlier = load === undefined ? undefined : this.loads.get(load);
      if (load !== undefined && earlier !== undefined) {
        // web-vitals tells INP and CLS again when they grow after the page was first hidden: one load, its latest
        // value. A histogram takes nothing back: the earlier value goes to the replaced one, which the figures subtract
        if (earlier === sample.value) continue;
        this.metrics.replacedVitals[sample.metric].observe(byRelease, inMetricUnit(sample.metric, earlier));
        observe(sample.value);
        this.remember(load, sample.value);
        continue;
      }
      if (source !== undefined) {
        const nth = this.shares.take(`${row}\u0000${source}`, this.limits.perSourcePerRow, now);
        if (!nth) {
          drop('over the address share');
          continue;
        }
        if (nth === 1) this.metrics.vitalsSources.inc({ ...labels, metric: sample.metric });
      }
      observe(sample.value);
      if (load !== undefined) this.remember(load, sample.value);
    }
    return dropped;
  }

  private remember(load: string, value: number) {
    this.loads.delete(load);
    this.loads.set(load, value);
    if (this.loads.size > this.limits.recentIds) this.loads.delete(this.loads.keys().next().value!);
  }
}
