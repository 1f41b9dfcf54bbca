import { createMetrics, type ServerMetrics, VITAL_BUCKETS } from './metrics.ts';
import { DEFAULT_VITALS_LIMITS, parseVitals, THRESHOLDS, type VitalSample, VitalsIntake } from './vitals.ts';

const sample = (over: Record<string, unknown> = {}) => ({
  route: 'home',
  metric: 'INP',
  value: 120,
  rating: 'good',
  nav: 'navigate',
  ...over,
});
const body = (...metrics: unknown[]) => JSON.stringify({ metrics });

describe("players' vitals on the server (decision 040)", () => {
  it('keeps the route key, metric, value, rating and navigation type, and drops anything else a page adds', () => {
    const verdict = parseVitals(body(sample({ token: 'secret', userName: 'demo01', url: '/m/home?x=1' })));
    expect(verdict).toEqual({ ok: true, samples: [{ route: 'home', metric: 'INP', value: 120, rating: 'good', nav: 'navigate' }] });
  });

  it("keeps web-vitals' id of the load's metric, and refuses one that is not such an id", () => {
    expect(parseVitals(body(sample({ id: 'v6-1764201600000-4829301746251' })))).toMatchObject({
      ok: true,
      samples: [{ route: 'home', id: 'v6-1764201600000-4829301746251' }],
    });
    for (const id of ['demo01', 'v6-1-2; token=abc', 42, null, 'v6-1764201600000-4829301746251-extra'])
      expect(parseVitals(body(sample({ id })))).toMatchObject({ ok: false, status: 400, reason: 'not a metric id' });
  });

  it('refuses a report whole for one metric that is not a route key, a known metric, a plausible value or rating', () => {
    for (const bad of [
      sample({ route: '/m/home?token=abc' }),
      sample({ route: 'demo01@example.com' }),
      sample({ metric: 'FID' }),
      sample({ value: -1 }),
      sample({ value: 'NaN' }),
      sample({ metric: 'CLS', value: 50 }),
      sample({ rating: 'great' }),
      sample({ nav: 'teleport' }),
    ])
      expect(parseVitals(body(sample(), bad))).toMatchObject({ ok: false, status: 400 });
    expect(parseVitals('{')).toMatchObject({ ok: false, status: 400 });
    expect(parseVitals(body())).toMatchObject({ ok: false, status: 400 });
    expect(parseVitals(body(...Array.from({ length: 7 }, () => sample())))).toMatchObject({ ok: false, status: 413 });
    expect(parseVitals(`${body(sample())}${' '.repeat(DEFAULT_VITALS_LIMITS.maxBytes)}`)).toMatchObject({ ok: false, status: 413 });
  });

  it('refuses a value its rating contradicts: web-vitals rates each value itself', () => {
    expect(parseVitals(body(sample({ metric: 'LCP', value: 60_000, rating: 'good' })))).toMatchObject({ ok: false, reason: 'implausible' });
    expect(parseVitals(body(sample({ metric: 'CLS', value: 0.3, rating: 'needs-improvement' })))).toMatchObject({ ok: false });
    expect(parseVitals(body(sample({ metric: 'INP', value: 300, rating: 'needs-improvement' })))).toMatchObject({ ok: true });
  });
});

/** A histogram's or counter's exported value for a brand and route (and more labels), as Prometheus will read it. */
async function value(metrics: ServerMetrics, name: string, labels: Record<string, string>) {
  const all = (await metrics.registry.getMetricsAsJSON()).flatMap((m) =>
    m.values.map((v) => ({ ...v, name: (v as { metricName?: string }).metricName ?? m.name })),
  );
  return all
    .filter((v) => v.name === name && Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want))
    .reduce((sum, v) => sum + v.value, 0);
}
const vital = (over: Partial<VitalSample> = {}): VitalSample => ({
  route: 'home',
  metric: 'LCP',
  value: 1200,
  rating: 'good',
  nav: 'navigate',
  ...over,
});
const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);

describe("players' vitals into the histograms (decision 046)", () => {
  it("has a bucket end at each of Core Web Vitals' good and poor lines, so that a p75 past a line is exact", () => {
    for (const metric of ['LCP', 'INP', 'CLS'] as const) {
      const lines = THRESHOLDS[metric].map((line) => (metric === 'CLS' ? line : line / 1000));
      for (const line of lines) expect(VITAL_BUCKETS[metric]).toContain(line);
    }
  });

  it('observes each value in its unit by brand and route, and keeps a bounded number of rows per brand', async () => {
    const metrics = createMetrics();
    const intake = new VitalsIntake(metrics, { ...DEFAULT_VITALS_LIMITS, maxRowsPerBrand: 2 });
    intake.add('k24', [vital({ value: 2500 }), vital({ metric: 'CLS', value: 0.1 })], T0);
    expect(await value(metrics, 'wl_vitals_lcp_seconds_bucket', { brand: 'k24', route: 'home', le: '2.5' })).toBe(1);
    expect(await value(metrics, 'wl_vitals_lcp_seconds_bucket', { brand: 'k24', route: 'home', le: '2' })).toBe(0);
    expect(await value(metrics, 'wl_vitals_cls_bucket', { brand: 'k24', route: 'home', le: '0.1' })).toBe(1);
    // a third row of the brand is one too many; another brand has rows of its own
    expect(intake.add('k24', [vital({ route: 'madeUp' })], T0)).toEqual({ 'brand full': 1 });
    expect(intake.add('other', [vital()], T0)).toEqual({});
    expect(await value(metrics, 'wl_vitals_lcp_seconds_count', { route: 'madeUp' })).toBe(0);
    expect(await value(metrics, 'wl_vitals_lcp_seconds_count', { brand: 'other' })).toBe(1);
  });

  it('takes one value of an address per row an hour, and counts the addresses a row heard from, each once an hour', async () => {
    const metrics = createMetrics();
    const intake = new VitalsIntake(metrics);
    expect(intake.add('k24', [vital(), vital({ metric: 'INP', value: 80 })], T0, 'a')).toEqual({});
    expect(intake.add('k24', [vital({ value: 60_000, rating: 'poor' })], T0 + 1_000, 'a')).toEqual({ 'over the address share': 1 });
    expect(intake.add('k24', [vital({ value: 1300 })], T0 + 1_000, 'b')).toEqual({});
    expect(await value(metrics, 'wl_vitals_lcp_seconds_count', { brand: 'k24' })).toBe(2);
    expect(await value(metrics, 'wl_vitals_sources_total', { brand: 'k24', metric: 'LCP' })).toBe(2);
    // a load's re-report (same id, same address) replaces its value and takes no share
    expect(intake.add('k24', [vital({ metric: 'CLS', value: 0.01, id: 'v6-9-9' })], T0, 'c')).toEqual({});
    expect(intake.add('k24', [vital({ metric: 'CLS', value: 0.02, id: 'v6-9-9' })], T0 + 1_000, 'c')).toEqual({});
    expect(await value(metrics, 'wl_vitals_replaced_cls_count', { brand: 'k24' })).toBe(1);
    // an hour later the address has its share again, and counts as a source of that hour
    expect(intake.add('k24', [vital({ value: 1400 })], T0 + HOUR, 'a')).toEqual({});
    expect(await value(metrics, 'wl_vitals_sources_total', { brand: 'k24', metric: 'LCP' })).toBe(3);
    // with a larger share (a carrier's NAT: OPS_VITALS_PER_ADDRESS), an address is still one source of the hour
    const shared = createMetrics();
    const roomy = new VitalsIntake(shared, { ...DEFAULT_VITALS_LIMITS, perSourcePerRow: 3 });
    for (let i = 0; i < 5; i += 1) roomy.add('k24', [vital()], T0, 'nat');
    expect(await value(shared, 'wl_vitals_lcp_seconds_count', { brand: 'k24' })).toBe(3);
    expect(await value(shared, 'wl_vitals_sources_total', { brand: 'k24' })).toBe(1);
  });

  it('counts a load once: a later report of its metric (same id) moves the earlier value to the replaced histogram', async () => {
    const metrics = createMetrics();
    // a share of ten: what is counted here is loads, not the addresses' shares
    const intake = new VitalsIntake(metrics, { ...DEFAULT_VITALS_LIMITS, recentIds: 2, perSourcePerRow: 10 });
    const inp = (v: number, id?: string, source = 'a') =>
      intake.add(
        'k24',
        [vital({ metric: 'INP', value: v, rating: v <= 200 ? 'good' : 'needs-improvement', ...(id && { id }) })],
        T0,
        source,
      );
    /** loads (observed less replaced) at or under a bound, and in all */
    const net = async (le: string) =>
      (await value(metrics, 'wl_vitals_inp_seconds_bucket', { brand: 'k24', le })) -
      (await value(metrics, 'wl_vitals_replaced_inp_seconds_bucket', { brand: 'k24', le }));
    inp(40, 'v6-1-1');
    // the page was hidden twice, and its INP grew past the good line between: the same load, not another
    expect(inp(300, 'v6-1-1')).toEqual({});
    expect(await net('+Inf')).toBe(1);
    expect(await net('0.2')).toBe(0);
    expect(await value(metrics, 'wl_vitals_replaced_inp_seconds_sum', { brand: 'k24' })).toBeCloseTo(0.04);
    // the same value again changes nothing
    inp(300, 'v6-1-1');
    expect(await value(metrics, 'wl_vitals_inp_seconds_count', { brand: 'k24' })).toBe(2);
    // the same id in another row is another metric: it is not this one's
    intake.add('k24', [vital({ metric: 'CLS', value: 0.05, id: 'v6-1-1' })], T0, 'a');
    expect(await net('+Inf')).toBe(1);
    // nor is it another address's, which cannot replace this load's value: it is a load of its own
    inp(500, 'v6-1-1', 'x');
    expect(await value(metrics, 'wl_vitals_replaced_inp_seconds_count', { brand: 'k24' })).toBe(1);
    expect(await net('+Inf')).toBe(2);
    // past the remembered ids, the oldest is forgotten and its re-report counts as a new load
    inp(30, 'v6-2-2', 'b');
    inp(31, 'v6-3-3', 'c');
    inp(250, 'v6-1-1', 'a');
    expect(await net('+Inf')).toBe(5);
  });
});
