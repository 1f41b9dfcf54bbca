import type { Brand } from './brands.ts';
import { healthPage } from './health-page.ts';
import { DEFAULT_HEALTH_LIMITS, HealthIntake, type HealthKind, parseReport, ReportRate } from './health.ts';
import { createMetrics, type ServerMetrics } from './metrics.ts';
import type { Figures } from './ops-figures.ts';
import type { RolloutStatus } from './rollouts/controller.ts';

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

  it('counts per brand, remote and release, in the counters of each kind', async () => {
    const metrics = createMetrics();
    const intake = new HealthIntake(metrics);
    const t0 = Date.UTC(2026, 10, 27, 9, 0, 0);
    intake.add('khela24', [event(), event(), event('load-failure', 'mf-cashier', '1.5.0'), event('error', 'mf-lobby', '1.0.0')], t0);
    intake.add('bdplay', [event()], t0);
    expect(await counts(metrics, 'khela24')).toEqual({
      'fallback mf-cashier 1.5.0': 2,
      'load-failure mf-cashier 1.5.0': 1,
      'error mf-lobby 1.0.0': 1,
    });
    expect(await counts(metrics, 'bdplay')).toEqual({ 'fallback mf-cashier 1.5.0': 1 });
  });

  it("keeps at most its bound of rows per brand, however many names a flood makes up: another brand's failures still count", async () => {
    const metrics = createMetrics();
    const intake = new HealthIntake(metrics, { ...DEFAULT_HEALTH_LIMITS, maxRowsPerBrand: 100 });
    const now = Date.UTC(2026, 10, 27, 9, 0, 0);
    for (let i = 0; i < 1_000; i += 1) intake.add('khela24', [event('error', `mf-x${i}`, '1.0.0')], now);
    expect(Object.keys(await counts(metrics, 'khela24'))).toHaveLength(100);
    expect(intake.add('khela24', [event('error', 'mf-y', '1.0.0')], now)).toEqual({ 'brand full': 1 });
    // a row it has still counts
    expect(intake.add('khela24', [event('error', 'mf-x0', '1.0.0')], now)).toEqual({});
    expect(intake.add('bdplay', [event('load-failure', 'mf-cashier', '2.0.0')], now)).toEqual({});
    expect(await counts(metrics, 'bdplay')).toEqual({ 'load-failure mf-cashier 2.0.0': 1 });
  });

  it('counts an event once per page token, and a few times an hour per address (issue 35 finding 3)', async () => {
    const metrics = createMetrics();
    const intake = new HealthIntake(metrics, { ...DEFAULT_HEALTH_LIMITS, perSourcePerRow: 3 });
    const now = Date.UTC(2026, 10, 27, 9, 0, 0);
    const from = (source: string, token: string) => ({ source, token });
    expect(intake.add('khela24', [event(), event()], now, from('a', 't1'))).toEqual({ 'told already': 1 });
    for (let t = 2; t <= 10; t += 1) intake.add('khela24', [event()], now, from('a', `t${t}`));
    intake.add('khela24', [event()], now, from('b', 'u1'));
    expect(await counts(metrics, 'khela24')).toEqual({ 'fallback mf-cashier 1.5.0': 4 });
    // an hour later the address has its share again
    intake.add('khela24', [event()], now + 60 * 60_000, from('a', 't11'));
    expect(await counts(metrics, 'khela24')).toEqual({ 'fallback mf-cashier 1.5.0': 5 });
  });

  it("counts how many addresses told of a release's failures and of its errors, each once in the window (decision 050)", async () => {
    const metrics = createMetrics();
    const intake = new HealthIntake(metrics);
    const now = Date.UTC(2026, 10, 27, 9, 0, 0);
    const from = (source: string, token: string) => ({ source, token });
    // a load failure and a fallback are one class: failures; address a tells of both, and again with another page
    intake.add('khela24', [event('load-failure'), event('fallback')], now, from('a', 't1'));
    intake.add('khela24', [event('fallback')], now, from('a', 't2'));
    intake.add('khela24', [event('fallback'), event('error')], now, from('b', 'u1'));
    intake.add('khela24', [event('error')], now, from('c', 'v1'));
    const sources = await metrics.registry.getSingleMetric('wl_remote_report_sources_total')!.get();
    expect(Object.fromEntries(sources.values.map((s) => [`${s.labels.class} ${s.labels.release}`, s.value]))).toEqual({
      'failure 1.5.0': 2,
      'error 1.5.0': 2,
    });
    // an hour later, a's next failure counts it again
    intake.add('khela24', [event('fallback')], now + 60 * 60_000, from('a', 't3'));
    const later = await metrics.registry.getSingleMetric('wl_remote_report_sources_total')!.get();
    expect(later.values.find((s) => s.labels.class === 'failure')?.value).toBe(3);
  });
});

/** A brand's health counts as this server exports them, by kind, remote and release. */
async function counts(metrics: ServerMetrics, brand: string) {
  const out: Record<string, number> = {};
  for (const [kind, counter] of Object.entries(metrics.reports))
    for (const { labels, value } of (await counter.get()).values)
      if (labels.brand === brand) out[`${kind} ${labels.remote} ${labels.release}`] = value;
  return out;
}

describe('the operations page (issue 23, decision 046)', () => {
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
  const now = Date.UTC(2026, 10, 27, 9, 0, 0);
  const figures: Figures = {
    ok: true,
    url: 'http://127.0.0.1:9090',
    servers: { up: 2, down: 0 },
    brands: new Map([
      [
        'khela24',
        {
          reports: [
            { remote: 'mf-cashier', release: '1.1.0', pageLoads: 90, recentLoads: 27, 'load-failure': 0, fallback: 0, error: 0 },
            { remote: 'mf-cashier', release: '1.2.0', pageLoads: 10, recentLoads: 3, 'load-failure': 0, fallback: 1, error: 1 },
          ],
          vitals: [{ route: 'home', metrics: { LCP: { p75: 2600, count: 40, sources: 38 } } }],
          refused: [{ endpoint: 'reports', reason: 'no token', count: 3 }],
        },
      ],
    ]),
  };

  it("lists each remote's release and canary, and Prometheus's figures per release beside its page loads, and a named release the store lacks", () => {
    const view = healthPage([brand], figures, now, (_b, _remote, version) => version !== '1.2.0');
    expect(view.data.prometheus).toEqual({ url: 'http://127.0.0.1:9090', reachable: true, servers: { up: 2, down: 0 } });
    const [khela] = view.data.brands;
    expect(khela!.remotes).toEqual([
      { remote: 'mf-cashier', release: '1.1.0', candidate: '1.2.0', share: 10, missing: ['1.2.0'], damaged: [], cannotRun: [] },
      { remote: 'mf-lobby', release: 'url', candidate: null, share: 0, missing: [], damaged: [], cannotRun: [] },
    ]);
    expect(khela!.reports).toEqual(figures.ok && figures.brands.get('khela24')!.reports);
    expect(view.html).toContain('1.2.0 <span class="bad">(not in the store)</span>');
    // a release whose store lacks files of its release.json: flagged, with the files and the repair (issue 39)
    const damaged = healthPage([brand], figures, now, (_b, _remote, version) =>
      version === '1.1.0' ? { lacks: ['147.3fa71fcd.js'] } : true,
    );
    expect(damaged.data.brands[0]!.remotes[0]).toMatchObject({ missing: [], damaged: [{ release: '1.1.0', lacks: ['147.3fa71fcd.js'] }] });
    expect(damaged.html).toContain(
      '<td>1.1.0 <span class="bad">(damaged: 1 of its files missing, 147.3fa71fcd.js; repair: node scripts/release.ts --ensure)</span></td>',
    );
    // which release players run now (the last 5 minutes' page loads), and the candidate's fallback beside its page
    // loads, as a share of them
    expect(view.html).toContain(
      '<td>mf-cashier</td><td>1.2.0</td><td class="n">3</td><td class="n">10</td><td class="n">0</td><td class="n bad">1 <span class="muted">(10.0%)</span></td>',
    );
    expect(view.html).toContain('<td>home</td><td class="n bad">2600 ms <span class="muted">(40, needs improvement, 38 addresses)</span>');
    // where the figures come from, in both languages
    expect(view.html).toContain('added up by Prometheus');
    expect(view.html).toContain('<span lang="bn">রিপোর্ট, ভাইটালস ও প্রত্যাখ্যান: প্রতিটি অ্যাপ্লিকেশন সার্ভারের গণনা');
    // a brand Prometheus has nothing of has empty figures, not none
    const other = { ...brand, id: 'bdplay', file: 'bdplay.json' } as Brand;
    expect(healthPage([other], figures, now).data.brands[0]).toMatchObject({ reports: [], vitals: [], refused: [] });
    // what a brand names is escaped
    const hostile = { ...brand, config: { ...brand.config, siteName: '<script>x</script>' } } as Brand;
    expect(healthPage([hostile], figures, now).html).not.toContain('<script>x');
  });

  it('says that Prometheus is not reachable and why, in both languages, and gives no figure rather than none', () => {
    const view = healthPage([brand], { ok: false, url: 'http://127.0.0.1:9090', reason: 'connect ECONNREFUSED 127.0.0.1:9090' }, now);
    expect(view.data.prometheus).toEqual({ url: 'http://127.0.0.1:9090', reachable: false, error: 'connect ECONNREFUSED 127.0.0.1:9090' });
    expect(view.data.brands[0]).toMatchObject({ reports: null, vitals: null, refused: null });
    // what is this server's own is still there
    expect(view.data.brands[0]!.remotes).toHaveLength(2);
    expect(view.html).toContain('role="alert"');
    expect(view.html).toContain('Prometheus (http://127.0.0.1:9090) is not reachable (connect ECONNREFUSED 127.0.0.1:9090)');
    expect(view.html).toContain('<span lang="bn">Prometheus (http://127.0.0.1:9090)-এর সাথে যোগাযোগ করা যাচ্ছে না');
    expect(view.html).not.toContain('Nothing reported.');
  });

  it('shows each rollout: its step and share, its checks beside their limits, and its decisions newest first (decision 050)', () => {
    const rollout: RolloutStatus = {
      brand: 'khela24',
      remote: 'mf-cashier',
      plan: {
        candidate: '1.2.0',
        steps: [
          { share: 10, minutes: 30 },
          { share: 50, minutes: 30 },
        ],
        minPageLoads: 200,
        minSources: 10,
        checks: { failuresPerLoad: { max: 0.01 } },
        onFailure: 'rollback',
      },
      stable: '1.1.0',
      state: { candidate: '1.2.0', step: 0, stepStartedAt: now, paused: false, startedAt: now },
      share: 10,
      last: {
        at: '2026-11-27T09:10:00.000Z',
        kind: 'wait',
        reason: 'step 1 of 2 (10%): 600 s of 1800 s, every check passing',
        checks: [
          { check: 'failuresPerLoad', verdict: 'pass', candidate: 0.002, stable: 0.001, limit: 0.01, sources: { candidate: 3, stable: 9 } },
        ],
      },
      records: [
        {
          n: 1,
          at: '2026-11-27T09:00:00.000Z',
          by: 'rollout-controller',
          brand: 'khela24',
          remote: 'mf-cashier',
          candidate: '1.2.0',
          stable: '1.1.0',
          kind: 'start',
          step: 0,
          share: 10,
          reason: 'started: 1.2.0 on 10% of devices beside 1.1.0',
          checks: [],
        },
      ],
    };
    const view = healthPage([brand], figures, now, undefined, [], undefined, [rollout]);
    expect(view.data.brands[0]!.rollouts).toEqual([rollout]);
    expect(view.html).toContain(
      '<h4>mf-cashier: 1.2.0 beside <span lang="bn">পাশে</span> 1.1.0, step 1 of 2 <span lang="bn">ধাপ 1/2</span>, 10%</h4>',
    );
    expect(view.html).toContain(
      '<li>failuresPerLoad: pass, candidate 0.20% against a limit of 1.00% (stable 0.10%), told by 3 and 9 addresses</li>',
    );
    expect(view.html).toContain(
      '<li>#1 2026-11-27T09:00:00.000Z rollout-controller: <strong>start</strong> 10%, started: 1.2.0 on 10% of devices beside 1.1.0</li>',
    );
    // where the brands are in a folder there are none to show, and the section is not there
    expect(healthPage([brand], figures, now).data.brands[0]!.rollouts).toBeNull();
    expect(healthPage([brand], figures, now).html).not.toContain('Rollouts');
  });

  it('says how many servers Prometheus could not scrape', () => {
    const view = healthPage([brand], { ...figures, servers: { up: 1, down: 1 } } as Figures, now);
    expect(view.html).toContain('from the 1 server that answered its last scrape');
    expect(view.html).toContain('1 not answering.');
  });

  it("says which version of the brands this server shows: the config store's revision, or its folder", () => {
    expect(healthPage([brand], figures, now).data.brandsFrom).toEqual({ source: 'folder' });
    expect(healthPage([brand], figures, now).html).toContain("Brands from this server's folder of brand files.");
    const stored = healthPage([brand], figures, now, undefined, [], { source: 'etcd', revision: 42, store: 'connected' });
    expect(stored.data.brandsFrom).toEqual({ source: 'etcd', revision: 42, store: 'connected' });
    expect(stored.html).toContain('Brands from the config store (etcd) at revision 42.');
    expect(stored.html).toContain('<span lang="bn">ব্র্যান্ডগুলো কনফিগ স্টোর (etcd) থেকে, রিভিশন 42।');
    const away = healthPage([brand], figures, now, undefined, [], {
      source: 'etcd',
      revision: 42,
      store: 'unreachable since 2026-12-05T12:00:00.000Z',
    });
    expect(away.html).toMatch(
      /role="alert">The config store \(etcd\) is unreachable since 2026-12-05T12:00:00.000Z: this server serves the brands at revision 42/,
    );
  });
});
