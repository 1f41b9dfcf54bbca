import { DEFAULT_VITALS_LIMITS, p75, p75BySender, parseVitals, VitalsStore } from './vitals.ts';

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

  it('gives the 75th percentile with each sender weighing one load, the plain one for a single sender', () => {
    const held = (senders: string[]) => senders.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<string, number>());
    const plain = [4, 1, 3, 2];
    expect(p75BySender(plain, ['', '', '', ''], held(['', '', '', '']))).toBe(p75(plain));
    // three players at 1, 2, 3 and one address with five values of 60: four loads, the p75 is the third player's
    const values = [1, 2, 3, 60, 60, 60, 60, 60];
    const senders = ['p1', 'p2', 'p3', 'x', 'x', 'x', 'x', 'x'];
    expect(p75(values)).toBe(60);
    expect(p75BySender(values, senders, held(senders))).toBe(3);
  });

  it('gives the 75th percentile by nearest rank', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  it('keeps the latest values of each brand, route and metric in a fixed ring, and a fixed number of rows per brand', () => {
    const store = new VitalsStore({ ...DEFAULT_VITALS_LIMITS, perRow: 4, maxRowsPerBrand: 2 });
    // the old slow values roll out of the ring: the p75 is of the latest four, the count of all
    for (const value of [9000, 9000, 9000, 100, 200, 300, 400])
      store.add('k24', [{ route: 'home', metric: 'LCP', value, rating: 'good', nav: 'navigate' }]);
    store.add('k24', [{ route: 'home', metric: 'CLS', value: 0.01, rating: 'good', nav: 'navigate' }]);
    expect(store.add('k24', [{ route: 'madeUp', metric: 'LCP', value: 1, rating: 'good', nav: 'navigate' }])).toEqual({ 'brand full': 1 });
    // another brand has rows of its own
    store.add('other', [{ route: 'home', metric: 'LCP', value: 1, rating: 'good', nav: 'navigate' }]);
    expect(store.size).toBe(3);
    expect(store.summary('k24')).toEqual([
      { route: 'home', metrics: { LCP: { p75: 300, count: 7, sources: 1 }, CLS: { p75: 0.01, count: 1, sources: 1 } } },
    ]);
    expect(store.summary('nobody')).toEqual([]);
  });

  it('keeps at most its share of a row from one address, and says how many addresses a figure comes from (issue 35 finding 3)', () => {
    const store = new VitalsStore({ ...DEFAULT_VITALS_LIMITS, perRow: 100, perSourcePerRow: 3 });
    const lcp = (value: number, source: string) =>
      store.add('k24', [{ route: 'home', metric: 'LCP', value, rating: value <= 2500 ? 'good' : 'poor', nav: 'navigate' }], source);
    for (let i = 0; i < 20; i += 1) lcp(1500 + i, `player-${i}`);
    const flood = Array.from({ length: 50 }, () => [lcp(60_000, 'a'), lcp(60_000, 'b')]).flat();
    expect(flood.filter((dropped) => dropped['over the address share'] === 1)).toHaveLength(94);
    // each address weighs one load in the p75: twenty players and two addresses are twenty-two loads
    expect(store.summary('k24')[0]!.metrics.LCP).toEqual({ p75: 1516, count: 26, sources: 22 });
  });

  it('refuses a value its rating contradicts: web-vitals rates each value itself', () => {
    expect(parseVitals(body(sample({ metric: 'LCP', value: 60_000, rating: 'good' })))).toMatchObject({ ok: false, reason: 'implausible' });
    expect(parseVitals(body(sample({ metric: 'CLS', value: 0.3, rating: 'needs-improvement' })))).toMatchObject({ ok: false });
    expect(parseVitals(body(sample({ metric: 'INP', value: 300, rating: 'needs-improvement' })))).toMatchObject({ ok: true });
  });

  it('counts a load once: a later report of its metric (same id) replaces the value, while the ring still holds it', () => {
    const store = new VitalsStore({ ...DEFAULT_VITALS_LIMITS, perRow: 3, recentIds: 2 });
    const inp = (value: number, id?: string) =>
      store.add('k24', [{ route: 'home', metric: 'INP', value, rating: 'good', nav: 'navigate', ...(id && { id }) }]);
    const home = () => store.summary('k24')[0]!.metrics.INP;
    inp(40, 'v6-1-1');
    inp(48, 'v6-1-1'); // the page was hidden twice, and its INP grew between
    expect(home()).toMatchObject({ p75: 48, count: 1 });
    // the same id in another row is another metric: it is not this one's
    store.add('k24', [{ route: 'home', metric: 'CLS', value: 0.1, rating: 'good', nav: 'navigate', id: 'v6-1-1' }]);
    expect(home()).toMatchObject({ p75: 48, count: 1 });
    // a page without ids counts each report
    inp(10);
    inp(10);
    expect(home()).toMatchObject({ p75: 48, count: 3 });
    // the ring wrote over the load's value: its re-report is a new value, never a change of another load's
    inp(10);
    inp(20, 'v6-1-1');
    expect(home()).toMatchObject({ p75: 20, count: 5 });
    // past the remembered ids, the oldest is forgotten and counts again
    inp(30, 'v6-2-2');
    inp(31, 'v6-3-3');
    inp(32, 'v6-4-4');
    inp(33, 'v6-2-2');
    expect(home()?.count).toBe(9);
  });
});
