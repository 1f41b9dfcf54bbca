// Real players' vitals (issue 26, decision 040): LCP, INP and CLS from sampled page loads, per brand, route key and
// metric, shown as the 75th percentile on the health page. A report carries { route, metric, value, rating, nav }
// and nothing else is kept; it is bounded in size, in rate per client and in memory (the latest values of each
// row in a fixed-size ring, and a fixed number of rows), so that no page, or no one posing as one, grows it.
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
}

export interface VitalsLimits {
  maxBytes: number;
  /** metrics in one report (a page load has three, sent in one or two batches) */
  maxMetrics: number;
  reportsPerMinute: number;
  /** values kept per brand, route and metric: the p75 is of the latest ones */
  perRow: number;
  /** rows kept at most: made-up route keys cannot grow memory past it */
  maxRows: number;
}

export const DEFAULT_VITALS_LIMITS: VitalsLimits = {
  maxBytes: 2 * 1024,
  maxMetrics: 6,
  // per address: many players share one behind a carrier's NAT; a sampled load sends one or two reports
  reportsPerMinute: 60,
  perRow: 500,
  maxRows: 3_000,
};

// a route key as the manifests declare them ('home', 'gameList', 'agentTeamOverview'), or 'unknown'
const ROUTE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,47}$/;
// a value no real load has: a minute for a time, 10 for a layout shift
const MAX_VALUE: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10 };

export type VitalsVerdict = { ok: true; samples: VitalSample[] } | { ok: false; status: 400 | 413; reason: string };

/** A report as a page sends it ({ metrics: [...] }), checked whole: one bad metric refuses it; any other field is dropped. */
export function parseVitals(body: string, limits: VitalsLimits = DEFAULT_VITALS_LIMITS): VitalsVerdict {
  const batch = readBatch(body, 'metrics', limits.maxBytes, limits.maxMetrics);
  if (!batch.ok) return batch;
  const list = batch.list;
  const samples: VitalSample[] = [];
  for (const item of list) {
    const { route, metric, value, rating, nav } = (item ?? {}) as Record<string, unknown>;
    if (typeof route !== 'string' || !ROUTE_KEY.test(route)) return { ok: false, status: 400, reason: 'not a route key' };
    if (!VITAL_METRICS.includes(metric as VitalMetric)) return { ok: false, status: 400, reason: 'not a known metric' };
    const m = metric as VitalMetric;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VALUE[m])
      return { ok: false, status: 400, reason: 'not a value' };
    if (!RATINGS.includes(rating as VitalSample['rating'])) return { ok: false, status: 400, reason: 'not a rating' };
    if (!NAVIGATIONS.includes(nav as VitalSample['nav'])) return { ok: false, status: 400, reason: 'not a navigation type' };
    samples.push({ route, metric: m, value, rating: rating as VitalSample['rating'], nav: nav as VitalSample['nav'] });
  }
  return { ok: true, samples };
}

/** The 75th percentile (nearest rank) of values; null for none. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

class Ring {
  readonly values: number[] = [];
  private next = 0;
  private readonly size: number;
  count = 0;
  constructor(size: number) {
    this.size = size;
  }
  add(value: number) {
    if (this.values.length < this.size) this.values.push(value);
    else this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
    this.count += 1;
  }
}

export interface RouteVitals {
  route: string;
  /** per metric: the p75 of the latest values kept, and how many were received since the server started */
  metrics: Partial<Record<VitalMetric, { p75: number; count: number }>>;
}

/** The latest values per brand, route and metric. */
export class VitalsStore {
  private readonly rows = new Map<string, Ring>();
  private readonly limits: VitalsLimits;
  constructor(limits: VitalsLimits = DEFAULT_VITALS_LIMITS) {
    this.limits = limits;
  }

  add(brand: string, samples: VitalSample[]): void {
    for (const sample of samples) {
      const key = JSON.stringify([brand, sample.route, sample.metric]);
      let ring = this.rows.get(key);
      if (!ring) {
        if (this.rows.size >= this.limits.maxRows) continue;
        ring = new Ring(this.limits.perRow);
        this.rows.set(key, ring);
      }
      ring.add(sample.value);
    }
  }

  /** The brand's routes, each with the p75 and count of every metric received. */
  summary(brand: string): RouteVitals[] {
    const routes = new Map<string, RouteVitals>();
    for (const [key, ring] of this.rows) {
      const [of, route, metric] = JSON.parse(key) as [string, string, VitalMetric];
      if (of !== brand) continue;
      const row = routes.get(route) ?? { route, metrics: {} };
      row.metrics[metric] = { p75: p75(ring.values)!, count: ring.count };
      routes.set(route, row);
    }
    return [...routes.values()].sort((a, b) => a.route.localeCompare(b.route));
  }

  /** Rows kept (the memory bound). */
  get size(): number {
    return this.rows.size;
  }
}
