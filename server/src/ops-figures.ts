// The operations page's figures, read from Prometheus (decision 046): every application server counts in its own
// /metrics, Prometheus scrapes them all, and its sums are the figures, whichever server draws the page. Instant
// queries of the counters themselves, not of a window's increase(): a server's counts since it started, added up
// over the servers, are exact (an increase() over a window extrapolates), so a count on the page is the count that
// was sent. A Prometheus that does not answer within the time given is said to be unreachable, never taken for
// "nothing reported".
import { VITAL_METRIC_NAMES, HEALTH_METRIC_NAMES, type VitalName } from './metrics.ts';

export interface PrometheusSource {
  /** Prometheus's address, e.g. http://127.0.0.1:9090 */
  url: string;
  /** the scrape job of the application servers: how many are up is read from its `up` */
  job: string;
  /** how long the page waits for its answers */
  timeoutMs: number;
}

export interface ReleaseFigures {
  remote: string;
  release: string;
  /** pages served with a report token that ran this release (decision 046): the denominator of a share */
  pageLoads: number;
  /** page loads in the last 5 minutes: which release players run now (decision 050) */
  recentLoads: number;
  'load-failure': number;
  fallback: number;
  error: number;
}

interface VitalFigure {
  /** the 75th percentile, in ms for LCP and INP (interpolated within its bucket; exact about the good and poor lines) */
  p75: number;
  /** page loads measured */
  count: number;
  /** addresses they came from, each counted once an hour */
  sources: number;
}

export interface RouteVitals {
  route: string;
  metrics: Partial<Record<VitalName, VitalFigure>>;
}

export interface Refusal {
  endpoint: string;
  reason: string;
  count: number;
}

interface BrandFigures {
  reports: ReleaseFigures[];
  vitals: RouteVitals[];
  refused: Refusal[];
}

export type Figures =
  | { ok: true; url: string; servers: { up: number; down: number }; brands: Map<string, BrandFigures> }
  | { ok: false; url: string | null; reason: string };

export interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/** Each vital's net histogram: its observations less the values later reports of the same loads replaced. */
const netOf = (metric: VitalName, suffix: '_bucket' | '_count', by: string) => {
  const observed = `sum by (${by}) (${VITAL_METRIC_NAMES[metric].observed}${suffix})`;
  return `(${observed} - (sum by (${by}) (${VITAL_METRIC_NAMES[metric].replaced}${suffix}) or ${observed} * 0))`;
};

/** The queries, by what they answer: plain PromQL an operator can paste into Prometheus's own page. */
export function figureQueries(job: string) {
  const releases = 'brand, remote, release';
  return {
    servers: `up{job=${JSON.stringify(job)}}`,
    pageLoads: `sum by (${releases}) (wl_remote_page_loads_total)`,
    // which release players run now (decision 050): the page loads of the last 5 minutes, asked of the counters, so
    // that it does not wait for a rule's evaluation (wl:remote_page_loads:rate5m is the same a second, for graphs)
    recentLoads: `sum by (${releases}) (increase(wl_remote_page_loads_total[5m]))`,
    'load-failure': `sum by (${releases}) (${HEALTH_METRIC_NAMES['load-failure']})`,
    fallback: `sum by (${releases}) (${HEALTH_METRIC_NAMES.fallback})`,
    error: `sum by (${releases}) (${HEALTH_METRIC_NAMES.error})`,
    refused: 'sum by (brand, endpoint, reason) (wl_ops_refused_total)',
    ...Object.fromEntries(
      (['LCP', 'INP', 'CLS'] as const).flatMap((metric) => [
        [`${metric}:p75`, `histogram_quantile(0.75, ${netOf(metric, '_bucket', 'brand, route, le')})`],
        [`${metric}:count`, netOf(metric, '_count', 'brand, route')],
        [`${metric}:sources`, `sum by (brand, route) (wl_vitals_sources_total{metric="${metric}"})`],
      ]),
    ),
  } as Record<string, string>;
}

/** One instant query of Prometheus at `url`: its samples, or an error saying what it answered. */
export async function query(source: Pick<PrometheusSource, 'url'>, promql: string, signal?: AbortSignal): Promise<Sample[]> {
  const reply = await fetch(`${source.url.replace(/\/$/, '')}/api/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ query: promql }),
    signal,
  });
  const answer = (await reply.json().catch(() => null)) as { status?: string; error?: string; data?: { result?: Sample[] } } | null;
  if (!reply.ok || answer?.status !== 'success') throw new Error(`answered ${reply.status}${answer?.error ? `: ${answer.error}` : ''}`);
  return answer.data?.result ?? [];
}

const number = (sample: Sample) => Number(sample.value[1]);

/** Every figure of every brand, or why there are none. */
export async function readFigures(source: PrometheusSource | null): Promise<Figures> {
  if (!source) return { ok: false, url: null, reason: 'not configured' };
  const queries = figureQueries(source.job);
  const signal = AbortSignal.timeout(source.timeoutMs);
  let results: Record<string, Sample[]>;
  try {
    const answers = await Promise.all(
      Object.entries(queries).map(async ([name, promql]) => [name, await query(source, promql, signal)] as const),
    );
    results = Object.fromEntries(answers);
  } catch (error) {
    // read by shape: fetch's errors may come from another realm than this module's Error (a test's sandbox)
    const { name, message, cause } = (error ?? {}) as { name?: string; message?: string; cause?: { message?: string } };
    const reason =
      name === 'TimeoutError' || name === 'AbortError' ? `no answer in ${source.timeoutMs} ms` : cause?.message || message || String(error);
    return { ok: false, url: source.url, reason };
  }
  const brands = new Map<string, BrandFigures>();
  const brandOf = (id: string) => {
    let figures = brands.get(id);
    if (!figures) brands.set(id, (figures = { reports: [], vitals: [], refused: [] }));
    return figures;
  };

  const releases = new Map<string, ReleaseFigures>();
  for (const kind of ['pageLoads', 'recentLoads', 'load-failure', 'fallback', 'error'] as const)
    for (const sample of results[kind]!) {
      const { brand = '', remote = '', release = '' } = sample.metric;
      const key = JSON.stringify([brand, remote, release]);
      let row = releases.get(key);
      if (!row) {
        row = { remote, release, pageLoads: 0, recentLoads: 0, 'load-failure': 0, fallback: 0, error: 0 };
        releases.set(key, row);
        brandOf(brand).reports.push(row);
      }
      row[kind] = kind === 'recentLoads' ? Math.round(number(sample)) : number(sample);
    }

  const routes = new Map<string, RouteVitals>();
  for (const metric of ['LCP', 'INP', 'CLS'] as const) {
    const of = (part: string) =>
      new Map(results[`${metric}:${part}`]!.map((s) => [JSON.stringify([s.metric.brand, s.metric.route]), number(s)]));
    const p75s = of('p75');
    const sources = of('sources');
    for (const [key, count] of of('count')) {
      const p75 = p75s.get(key);
      // no load left once the replaced values are taken away, or no bucket to tell (a server gone between queries)
      if (!(count > 0) || p75 === undefined || !Number.isFinite(p75)) continue;
      const [brand, route] = JSON.parse(key) as [string, string];
      let row = routes.get(key);
      if (!row) {
        row = { route, metrics: {} };
        routes.set(key, row);
        brandOf(brand).vitals.push(row);
      }
      row.metrics[metric] = { p75: metric === 'CLS' ? p75 : p75 * 1000, count, sources: sources.get(key) ?? 0 };
    }
  }

  for (const sample of results.refused!) {
    const count = number(sample);
    if (count > 0)
      brandOf(sample.metric.brand ?? '').refused.push({
        endpoint: sample.metric.endpoint ?? '',
        reason: sample.metric.reason ?? '',
        count,
      });
  }
  for (const figures of brands.values()) {
    figures.reports.sort((a, b) => a.remote.localeCompare(b.remote) || a.release.localeCompare(b.release));
    figures.vitals.sort((a, b) => a.route.localeCompare(b.route));
    figures.refused.sort((a, b) => a.endpoint.localeCompare(b.endpoint) || a.reason.localeCompare(b.reason));
  }
  const up = results.servers!.filter((s) => number(s) === 1).length;
  return { ok: true, url: source.url, servers: { up, down: results.servers!.length - up }, brands };
}
