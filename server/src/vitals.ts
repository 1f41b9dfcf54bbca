// Real players' vitals (issue 26, decision 040): LCP, INP and CLS from sampled page loads, per brand, route key and
// metric, shown as the 75th percentile on the health page. A report carries { route, metric, value, rating, nav, id }
// and nothing else is kept; it is bounded in size, in rate per client and in memory (the latest values of each
// row in a fixed-size ring, a fixed number of rows per brand, and a fixed number of recent load ids), so that no
// page, or no one posing as one, grows it. Since issue 35 (decision 042) a report comes with its page's token
// (ops-token.ts), a value must agree with the rating web-vitals gave it, one address holds at most a small share
// of a row's values, and the p75 weighs each address as one load, however many values it sent: two addresses
// among forty players are two loads of forty-two, not twenty values of sixty.
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
  /** rows kept at most per brand: made-up route keys cannot grow memory past it, nor crowd out another brand's */
  maxRowsPerBrand: number;
  /** values one address holds at most among a row's latest (perRow) */
  perSourcePerRow: number;
  /** load ids remembered, oldest forgotten first: a re-report after that counts as a new load */
  recentIds: number;
}

export const DEFAULT_VITALS_LIMITS: VitalsLimits = {
  maxBytes: 2 * 1024,
  maxMetrics: 6,
  // per address: many players share one behind a carrier's NAT; a sampled load sends one or two reports
  reportsPerMinute: 60,
  perRow: 500,
  maxRowsPerBrand: 600,
  // 2% of a row: two addresses hold 4% of a full row, under a quarter of any row with 80 loads from others
  perSourcePerRow: 10,
  // a page re-reports within its own life; 20,000 ids take about 5 MB
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

/** The 75th percentile (nearest rank) of values; null for none. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/**
 * The 75th percentile of values where each sender weighs one load at most: its values share that weight. With
 * one sender (or none named) it is the plain nearest-rank p75.
 */
export function p75BySender(values: readonly number[], senders: readonly string[], held: ReadonlyMap<string, number>): number | null {
  if (values.length === 0) return null;
  const order = values.map((value, i) => ({ value, weight: 1 / (held.get(senders[i]!) ?? 1) })).sort((a, b) => a.value - b.value);
  const total = order.reduce((sum, entry) => sum + entry.weight, 0);
  let seen = 0;
  for (const entry of order) {
    seen += entry.weight;
    // a little slack for the sum of thirds and sevenths
    if (seen >= 0.75 * total - 1e-9) return entry.value;
  }
  return order[order.length - 1]!.value;
}

class Ring {
  readonly values: number[] = [];
  /** who sent each value (a keyed address, ops-token.ts; '' for none), and how many of the values each holds */
  readonly senders: string[] = [];
  readonly held = new Map<string, number>();
  private next = 0;
  private readonly size: number;
  count = 0;
  constructor(size: number) {
    this.size = size;
  }
  /** Adds a value; gives where it went, for a later report of the same load to find it. */
  add(value: number, source = ''): Slot {
    const index = this.next;
    if (this.values.length < this.size) {
      this.values.push(value);
      this.senders.push(source);
    } else {
      const before = this.senders[index]!;
      const left = (this.held.get(before) ?? 1) - 1;
      if (left > 0) this.held.set(before, left);
      else this.held.delete(before);
      this.values[index] = value;
      this.senders[index] = source;
    }
    this.held.set(source, (this.held.get(source) ?? 0) + 1);
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
  /** per metric: the p75 of the latest values kept (each address weighing one load), how many loads told it since the server started, and how many
   * addresses the values kept came from (a figure of few sources is a few players', or someone posing as them) */
  metrics: Partial<Record<VitalMetric, { p75: number; count: number; sources: number }>>;
}

/** The latest values per brand, route and metric. */
export class VitalsStore {
  private readonly rows = new Map<string, Ring>();
  private readonly perBrand = new Map<string, number>();
  // where a load's value went, by row and load id, in the order added (a Map keeps it): the oldest are forgotten
  // past the limit
  private readonly loads = new Map<string, Slot>();
  private readonly limits: VitalsLimits;
  constructor(limits: VitalsLimits = DEFAULT_VITALS_LIMITS) {
    this.limits = limits;
  }

  /**
   * Keeps a report's values for a brand; what did not count, by reason. A value from an address (keyed) that holds
   * its share of the row's values already is dropped; without one (tests of the store) all count.
   */
  add(brand: string, samples: VitalSample[], source?: string): Partial<Record<'over the address share' | 'brand full', number>> {
    const dropped: Partial<Record<'over the address share' | 'brand full', number>> = {};
    const drop = (reason: keyof typeof dropped) => (dropped[reason] = (dropped[reason] ?? 0) + 1);
    for (const sample of samples) {
      const key = JSON.stringify([brand, sample.route, sample.metric]);
      let ring = this.rows.get(key);
      if (!ring) {
        if ((this.perBrand.get(brand) ?? 0) >= this.limits.maxRowsPerBrand) {
          drop('brand full');
          continue;
        }
        this.perBrand.set(brand, (this.perBrand.get(brand) ?? 0) + 1);
        ring = new Ring(this.limits.perRow);
        this.rows.set(key, ring);
      }
      const load = sample.id === undefined ? undefined : `${key}${sample.id}`;
      const earlier = load === undefined ? undefined : this.loads.get(load);
      // web-vitals tells INP and CLS again when they grow after the page was first hidden: one load, its latest value
      if (earlier && ring.replace(earlier, sample.value)) continue;
      if (source !== undefined && (ring.held.get(source) ?? 0) >= this.limits.perSourcePerRow) {
        drop('over the address share');
        continue;
      }
      const slot = ring.add(sample.value, source);
      if (load === undefined) continue;
      this.loads.delete(load);
      this.loads.set(load, slot);
      if (this.loads.size > this.limits.recentIds) this.loads.delete(this.loads.keys().next().value!);
    }
    return dropped;
  }

  /** The brand's routes, each with the p75 and count of every metric received. */
  summary(brand: string): RouteVitals[] {
    const routes = new Map<string, RouteVitals>();
    for (const [key, ring] of this.rows) {
      const [of, route, metric] = JSON.parse(key) as [string, string, VitalMetric];
      if (of !== brand) continue;
      const row = routes.get(route) ?? { route, metrics: {} };
      row.metrics[metric] = { p75: p75BySender(ring.values, ring.senders, ring.held)!, count: ring.count, sources: ring.held.size };
      routes.set(route, row);
    }
    return [...routes.values()].sort((a, b) => a.route.localeCompare(b.route));
  }

  /** Rows kept (the memory bound). */
  get size(): number {
    return this.rows.size;
  }
}
