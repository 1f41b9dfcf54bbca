import type { Brand } from './brands.ts';
import { healthPage } from './health-page.ts';
import { DEFAULT_HEALTH_LIMITS, type HealthKind, HealthStore, parseReport, ReportRate } from './health.ts';

const event = (kind: string = 'fallback', remote = 'mf-cashier', release = '1.5.0') => ({ kind: kind as HealthKind, remote, release });
const report = (events: unknown[]) => JSON.stringify({ events });

describe('health reports (issue 23)', () => {
  it('takes the known kinds of plain remote names and releases, and drops anything else a page adds', () => {
    const verdict = parseReport(
      report([{ ...event(), user: 'demo01', token: 'abc', message: 'x' }, event('load-failure', 'mf-lobby', 'url')]),
    );
    expect(verdict).toEqual({ ok: true, events: [event(), { kind: 'load-failure', remote: 'mf-lobby', release: 'url' }] });
  });

  it('refuses a body above 8 KB, more than 20 events, no events, not JSON, and an event of no known kind or release', () => {
    expect(parseReport('x'.repeat(DEFAULT_HEALTH_LIMITS.maxBytes + 1))).toMatchObject({ ok: false, status: 413 });
    expect(parseReport(report(Array.from({ length: 21 }, () => event())))).toMatchObject({ ok: false, status: 413 });
    expect(parseReport(report([]))).toMatchObject({ ok: false, status: 400 });
    expect(parseReport('{')).toMatchObject({ ok: false, status: 400 });
    expect(parseReport(report([event('crash')]))).toMatchObject({ ok: false, status: 400 });
    expect(parseReport(report([event('error', 'mf-cashier', 'latest')]))).toMatchObject({ ok: false, status: 400 });
    expect(parseReport(report([event('error', '<script>', '1.0.0')]))).toMatchObject({ ok: false, status: 400 });
  });

  it('lets a client send 30 reports a minute, and another client its own 30', () => {
    const rate = new ReportRate(30);
    const now = Date.UTC(2026, 10, 27, 9, 0, 0);
    for (let i = 0; i < 30; i += 1) expect(rate.allow('10.0.0.1', now)).toBe(true);
    expect(rate.allow('10.0.0.1', now + 1_000)).toBe(false);
    expect(rate.allow('10.0.0.2', now + 1_000)).toBe(true);
    expect(rate.allow('10.0.0.1', now + 60_000)).toBe(true);
  });

  it('counts per brand, remote and release over the last hour, and forgets what is older', () => {
    const store = new HealthStore();
    const t0 = Date.UTC(2026, 10, 27, 9, 0, 0);
    store.add('khela24', [event(), event(), event('load-failure', 'mf-cashier', '1.5.0'), event('error', 'mf-lobby', '1.0.0')], t0);
    store.add('bdplay', [event()], t0);
    expect(store.summary('khela24', t0 + 30 * 60_000)).toEqual([
      { remote: 'mf-cashier', release: '1.5.0', 'load-failure': 1, fallback: 2, error: 0 },
      { remote: 'mf-lobby', release: '1.0.0', 'load-failure': 0, fallback: 0, error: 1 },
    ]);
    expect(store.summary('bdplay', t0)).toEqual([{ remote: 'mf-cashier', release: '1.5.0', 'load-failure': 0, fallback: 1, error: 0 }]);
    expect(store.summary('khela24', t0 + 61 * 60_000)).toEqual([]);
    expect(store.size).toBe(0);
  });

  it("keeps at most its bound of counters per brand, however many names a flood makes up: another brand's failures still count", () => {
    const store = new HealthStore({ ...DEFAULT_HEALTH_LIMITS, maxCountersPerBrand: 100 });
    const now = Date.UTC(2026, 10, 27, 9, 0, 0);
    for (let i = 0; i < 1_000; i += 1) store.add('khela24', [event('error', `mf-x${i}`, '1.0.0')], now);
    expect(store.size).toBe(100);
    expect(store.add('khela24', [event('error', 'mf-y', '1.0.0')], now)).toEqual({ 'brand full': 1 });
    expect(store.add('bdplay', [event('load-failure', 'mf-cashier', '2.0.0')], now)).toEqual({});
    expect(store.summary('bdplay', now)).toEqual([{ remote: 'mf-cashier', release: '2.0.0', 'load-failure': 1, fallback: 0, error: 0 }]);
    // the brand's counters come back as the flood's minute leaves the hour
    expect(store.add('khela24', [event('error', 'mf-y', '1.0.0')], now + 61 * 60_000)).toEqual({});
  });

  it('counts an event once per page token, and a few times an hour per address (issue 35 finding 3)', () => {
    const store = new HealthStore({ ...DEFAULT_HEALTH_LIMITS, perSourcePerRow: 3 });
    const now = Date.UTC(2026, 10, 27, 9, 0, 0);
    const from = (source: string, token: string) => ({ source, token });
    expect(store.add('khela24', [event(), event()], now, from('a', 't1'))).toEqual({ 'told already': 1 });
    for (let t = 2; t <= 10; t += 1) store.add('khela24', [event()], now, from('a', `t${t}`));
    store.add('khela24', [event()], now, from('b', 'u1'));
    expect(store.summary('khela24', now)).toEqual([{ remote: 'mf-cashier', release: '1.5.0', 'load-failure': 0, fallback: 4, error: 0 }]);
    // an hour later the address has its share again
    store.add('khela24', [event()], now + 60 * 60_000, from('a', 't11'));
    expect(store.summary('khela24', now + 60 * 60_000)[0]?.fallback).toBe(1);
  });
});

describe('the operations page (issue 23)', () => {
  const brand = {
    id: 'khela24',
    file: 'khela24.json',
    assetsDir: null,
    config: {
      id: 'khela24',
      siteName: 'Khela24',
      hosts: ['khela24.localhost'],
      remotes: { 'mf-cashier': '1.1.0', 'mf-lobby': 'http://{hostname}:8082/mf-manifest.json' },
      canary: { 'mf-cashier': { release: '1.2.0', share: 10 } },
    },
  } as unknown as Brand;

  it("lists each remote's release and canary, the last hour's counts per release, and a named release the store lacks", () => {
    const store = new HealthStore();
    const now = Date.now();
    store.add('khela24', [event('fallback', 'mf-cashier', '1.2.0'), event('error', 'mf-cashier', '1.2.0')], now);
    const view = healthPage([brand], store, now, (_b, _remote, version) => version !== '1.2.0');
    expect(view.data[0]!.refused).toEqual([]);
    expect(view.data[0]!.remotes).toEqual([
      { remote: 'mf-cashier', release: '1.1.0', candidate: '1.2.0', share: 10, missing: ['1.2.0'] },
      { remote: 'mf-lobby', release: 'url', candidate: null, share: 0, missing: [] },
    ]);
    expect(view.data[0]!.reports).toEqual([{ remote: 'mf-cashier', release: '1.2.0', 'load-failure': 0, fallback: 1, error: 1 }]);
    expect(view.html).toContain('1.2.0 <span class="bad">(not in the store)</span>');
    // what a brand names is escaped
    const hostile = { ...brand, config: { ...brand.config, siteName: '<script>x</script>' } } as Brand;
    expect(healthPage([hostile], store, now).html).not.toContain('<script>x');
  });
});
