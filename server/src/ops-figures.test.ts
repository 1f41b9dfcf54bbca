import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { figureQueries, readFigures } from './ops-figures.ts';

// The operations page's reading of Prometheus's answers (decision 046), against a Prometheus HTTP API of the test's
// own: each of the page's queries answered as Prometheus answers it (its JSON, its strings for numbers), and a
// Prometheus that refuses, is away, or is too slow. That the queries themselves add up what real servers export is
// prometheus.test.ts's, against Debian's Prometheus.

const JOB = 'wl-app';
const vector = (...samples: [Record<string, string>, string][]) =>
  samples.map(([metric, value]) => ({ metric, value: [1764234000, value] }));

/** A fake Prometheus answering /api/v1/query from a table of the page's queries by name; its address. */
async function fakePrometheus(answers: Record<string, unknown[]>, behave: 'answer' | 'refuse' | 'hang' = 'answer') {
  const names = new Map(Object.entries(figureQueries(JOB)).map(([name, query]) => [query, name]));
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (behave === 'hang') return;
      const query = new URLSearchParams(body).get('query') ?? '';
      asked.push(query);
      const name = names.get(query);
      if (behave === 'refuse' || request.url !== '/api/v1/query' || name === undefined) {
        response.writeHead(400, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ status: 'error', errorType: 'bad_data', error: 'parse error' }));
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'success', data: { resultType: 'vector', result: answers[name] ?? [] } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      // a hanging answer's connection would hold the close
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, asked, close };
}

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

describe("the operations page's figures from Prometheus (decision 046)", () => {
  it("puts every brand's page loads beside its reports per release, its vitals per route in ms, and its refusals", async () => {
    const khela = (more: Record<string, string>) => ({ brand: 'khela24', ...more });
    const cashier = (release: string) => khela({ remote: 'mf-cashier', release });
    const prometheus = await fakePrometheus({
      servers: vector([{ job: JOB, instance: '127.0.0.1:8101' }, '1'], [{ job: JOB, instance: '127.0.0.1:8102' }, '0']),
      pageLoads: vector(
        [cashier('2.0.0'), '180'],
        [cashier('2.1.0'), '20'],
        [{ brand: 'bdplay', remote: 'mf-lobby', release: '2.0.0' }, '7'],
      ),
      // the last 5 minutes' loads, as increase() extrapolates them: whole loads on the page
      recentLoads: vector([cashier('2.0.0'), '41.6'], [cashier('2.1.0'), '4.2']),
      'load-failure': vector([cashier('2.1.0'), '3'], [cashier('2.0.0'), '0']),
      fallback: vector([cashier('2.1.0'), '2']),
      error: vector(),
      refused: vector([khela({ endpoint: 'vitals', reason: 'no token' }), '4'], [khela({ endpoint: 'reports', reason: 'bad token' }), '0']),
      'LCP:p75': vector([khela({ route: 'home' }), '2.75'], [khela({ route: 'gameList' }), 'NaN']),
      'LCP:count': vector([khela({ route: 'home' }), '40'], [khela({ route: 'gameList' }), '0']),
      'LCP:sources': vector([khela({ route: 'home' }), '31']),
      'CLS:p75': vector([khela({ route: 'home' }), '0.05']),
      'CLS:count': vector([khela({ route: 'home' }), '39']),
      'CLS:sources': vector([khela({ route: 'home' }), '30']),
    });
    servers.push(prometheus);
    const figures = await readFigures({ url: prometheus.url, job: JOB, timeoutMs: 2_000 });
    if (!figures.ok) throw new Error(figures.reason);
    expect(figures.servers).toEqual({ up: 1, down: 1 });
    expect(figures.brands.get('khela24')).toEqual({
      reports: [
        { remote: 'mf-cashier', release: '2.0.0', pageLoads: 180, recentLoads: 42, 'load-failure': 0, fallback: 0, error: 0 },
        { remote: 'mf-cashier', release: '2.1.0', pageLoads: 20, recentLoads: 4, 'load-failure': 3, fallback: 2, error: 0 },
      ],
      // a route with no load left (its values all replaced, or none) shows nothing rather than NaN
      vitals: [{ route: 'home', metrics: { LCP: { p75: 2750, count: 40, sources: 31 }, CLS: { p75: 0.05, count: 39, sources: 30 } } }],
      refused: [{ endpoint: 'vitals', reason: 'no token', count: 4 }],
    });
    expect(figures.brands.get('bdplay')?.reports).toEqual([
      { remote: 'mf-lobby', release: '2.0.0', pageLoads: 7, recentLoads: 0, 'load-failure': 0, fallback: 0, error: 0 },
    ]);
    // every query once, in PromQL an operator can paste: the servers' sums, never one server's
    expect(prometheus.asked).toHaveLength(Object.keys(figureQueries(JOB)).length);
    for (const query of prometheus.asked.filter((q) => q.startsWith('sum'))) expect(query).not.toContain('instance');
  });

  it('subtracts the replaced values from each vital, where there are any, so that a load counts once', () => {
    const queries = figureQueries(JOB);
    expect(queries['INP:count']).toBe(
      '(sum by (brand, route) (wl_vitals_inp_seconds_count) - (sum by (brand, route) (wl_vitals_replaced_inp_seconds_count) or sum by (brand, route) (wl_vitals_inp_seconds_count) * 0))',
    );
    expect(queries['LCP:p75']).toMatch(/^histogram_quantile\(0\.75, \(sum by \(brand, route, le\) \(wl_vitals_lcp_seconds_bucket\) - /);
  });

  it('says Prometheus is not reachable when it refuses a query, is away, or does not answer in time, and when none is configured', async () => {
    const refusing = await fakePrometheus({}, 'refuse');
    const hanging = await fakePrometheus({}, 'hang');
    servers.push(refusing, hanging);
    expect(await readFigures({ url: refusing.url, job: JOB, timeoutMs: 2_000 })).toEqual({
      ok: false,
      url: refusing.url,
      reason: 'answered 400: parse error',
    });
    // a port nothing listens on: the one the refusing Prometheus had
    const away = refusing.url;
    await refusing.close();
    servers.splice(servers.indexOf(refusing), 1);
    expect(await readFigures({ url: away, job: JOB, timeoutMs: 2_000 })).toMatchObject({
      ok: false,
      url: away,
      reason: expect.stringMatching(/ECONNREFUSED/),
    });
    const started = Date.now();
    expect(await readFigures({ url: hanging.url, job: JOB, timeoutMs: 300 })).toEqual({
      ok: false,
      url: hanging.url,
      reason: 'no answer in 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await readFigures(null)).toEqual({ ok: false, url: null, reason: 'not configured' });
  });
});
