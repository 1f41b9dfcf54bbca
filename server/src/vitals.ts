// Real players' vitals (issue 26, decision 040): LCP, INP and CLS from sampled page loads, per brand, route key and
// metric, shown as the 75th percentile on the health page. A report carries { route, metric, value, rating, nav, id }
// and nothing else is kept; it is bounded in size, in rate per client and in memory (the latest values of each
// row in a fixed-size ring, a fixed number of rows, and a fixed number of recent load ids), so that no page, or no
// one posing as one, grows it.
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
  /** values kept per brand, route and metric: the p75 is of the latest ones */
  perRow: number;
  /** rows kept at most: made-up route keys cannot grow memory past it */
  maxRows: number;
  /** load ids remembered, oldest forgotten first: a re-report after that counts as a new load */
  recentIds: number;
}

export const DEFAULT_VITALS_LIMITS: VitalsLimits = {
  maxBytes: 2 * 1024,
  maxMetrics: 6,
  // per address: many players share one behind a carrier's NAT; a sampled load sends one or two reports
  reportsPerMinute: 60,
  perRow: 500,
  maxRows: 3_000,
  // a page re-reports within its own life; 20,000 ids take about 5 MB
  recentIds: 20_000,
};

// a route key as the manifests declare them ('home', 'gameList', 'agentTeamOverview'), or 'unknown'
const ROUTE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,47}$/;
// web-vitals' id: its major version, the load's time and a random number ('v6-1764201600000-4829301746251')
const METRIC_ID = /^v\d{1,2}-\d{1,16}-\d{1,16}$/;
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
    const { route, metric, value, rating, nav, id } = (item ?? {}) as Record<string, unknown>;
    if (typeof route !== 'string' || !ROUTE_KEY.test(route)) return { ok: false, status: 400, reason: 'not a route key' };
    if (!VITAL_METRICS.includes(metric as VitalMetric)) return { ok: false, status: 400, reason: 'not a known metric' };
    const m = metric as VitalMetric;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VALUE[m])
      return { ok: false, status: 400, reason: 'not a value' };
    if (!RATINGS.includes(rating as VitalSample['rating'])) return { ok: false, status: 400, reason: 'not a rating' };
    if (!NAVIGATIONS.includes(nav as VitalSample['nav'])) return { ok: false, status: 400, reason: 'not a navigation type' };
    if (id !== undefined && (typeof id !== 'string' || !METRIC_ID.test(id))) return { ok: false, status: 400, reason: 'not a metric id' };
    const sample: VitalSample = { route, metric: m, value, rating: rating as VitalSample['rating'], nav: nav as VitalSample['nav'] };
    if (id !== undefined) sample.id = id;
    samples.push(sample);
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
  /** Adds a value; gives where it went, for a later report of the same load to find it. */
  add(value: number): Slot {
    const index = this.next;
    if (this.values.length < this.size) this.values.push(value);
    else this.values[index] = value;
    this.next = (this.next + 1) % this.size;
    this.count += 1;
    return { index, nth: this.count };
  }
  /** Replaces a load's value, if the ring has not written over it since. */
  replace(slot: Slot, value: number): boolean {
    if (this.count - slot.nth >= this.size) return false;
    this.values[slot.index] = value;
    return true;
  }
}

interface Slot {
  index: number;
  /** the ring's count when the value went in: tells whether it has been written over */
  nth: number;
}

export interface RouteVitals {
  route: string;
  /** per metric: the p75 of the latest values kept, and how many loads told it since the server started */
  metrics: Partial<Record<VitalMetric, { p75: number; count: number }>>;
}

/** The latest values per brand, route and metric. */
export class VitalsStore {
  private readonly rows = new Map<string, Ring>();
  // where a load's value went, by row and load id, in the order added (a Map keeps it): the oldest are forgotten
  // past the limit
  private readonly loads = new Map<string, Slot>();
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
      const load = sample.id === undefined ? undefined : `${key}${sample.id}`;
      const earlier = load === undefined ? undefined : this.loads.get(load);
      // web-vitals tells INP and CLS again when they grow after the page was first hidden: one load, its latest value
      if (earlier && ring.replace(earlier, sample.value)) continue;
      const slot = ring.add(sample.value);
      if (load === undefined) continue;
      this.loads.delete(load);
      this.loads.set(load, slot);
      if (this.loads.size > this.limits.recentIds) this.loads.delete(this.loads.keys().next().value!);
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
