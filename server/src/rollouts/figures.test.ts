import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { figureQueries, readFigures } from './figures.ts';

const candidate = { brand: 'khela24', remote: 'mf-cashier', release: '2.1.0' };

/** promtool's own unit test of PromQL expressions (decision 046's tool), over series as two servers export them. */
function promtool(tests: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rollout-figures-'));
  try {
    writeFileSync(path.join(dir, 'figures.test.yml'), JSON.stringify({ evaluation_interval: '1m', tests: [tests] }));
    const run = spawnSync('/usr/bin/promtool', ['test', 'rules', 'figures.test.yml'], { cwd: dir, encoding: 'utf8' });
    return `${run.stdout}${run.stderr}${run.status === 0 ? '' : `exit ${run.status}`}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it("sums each figure over both servers, over the step's window, and counts a figure with no series yet as 0", () => {
  const queries = figureQueries(candidate, 600);
  const series = (metric: string, release: string, instance: string, values: string) => ({
    series: `${metric}{brand="khela24",remote="mf-cashier",release="${release}",instance="${instance}"}`,
    values,
  });
  const output = promtool({
    interval: '1m',
    input_series: [
      // 5 page loads a minute on each server; a load failure a minute on one, a fallback a minute on the other
      series('wl_remote_page_loads_total', '2.1.0', 'a', '0+5x30'),
      series('wl_remote_page_loads_total', '2.1.0', 'b', '0+5x30'),
      series('wl_remote_load_failures_total', '2.1.0', 'a', '0+1x30'),
      series('wl_remote_fallbacks_total', '2.1.0', 'b', '0+1x30'),
      // the stable release's, which the candidate's figures do not count
      series('wl_remote_page_loads_total', '2.0.0', 'a', '0+100x30'),
      series('wl_remote_errors_total', '2.0.0', 'a', '0+3x30'),
      // a new address every 2 minutes on each server; each server counts its own (nginx sends an address's reports
      // to one server, its page loads to either)
      series('wl_remote_page_load_sources_total', '2.1.0', 'a', '0+0.5x30'),
      series('wl_remote_page_load_sources_total', '2.1.0', 'b', '0+0.5x30'),
      {
        series: 'wl_remote_report_sources_total{brand="khela24",remote="mf-cashier",release="2.1.0",class="failure",instance="a"}',
        values: '0+0.25x30',
      },
      {
        series: 'wl_remote_report_sources_total{brand="khela24",remote="mf-cashier",release="2.1.0",class="error",instance="a"}',
        values: '0+1x30',
      },
    ],
    promql_expr_test: [
      { expr: queries.pageLoads, eval_time: '20m', exp_samples: [{ labels: '{}', value: 100 }] },
      { expr: queries.failures, eval_time: '20m', exp_samples: [{ labels: '{}', value: 20 }] },
      // no error series for the candidate at all: 0, not an empty answer
      { expr: queries.errors, eval_time: '20m', exp_samples: [{ labels: '{}', value: 0 }] },
      { expr: queries.pageLoadSources, eval_time: '20m', exp_samples: [{ labels: '{}', value: 10 }] },
      // the failures' addresses, not the errors'
      { expr: queries.failureSources, eval_time: '20m', exp_samples: [{ labels: '{}', value: 2.5 }] },
      { expr: queries.errorSources, eval_time: '20m', exp_samples: [{ labels: '{}', value: 10 }] },
    ],
  });
  expect(output).not.toMatch(/FAILED|exit/);
  expect(output).toMatch(/SUCCESS/);
});

it("counts the addresses over the rollout's time, not the step's: an address is counted once an hour", () => {
  const queries = figureQueries(candidate, 600, 3600);
  expect(queries.pageLoads).toContain('[600s]');
  for (const name of ['pageLoadSources', 'failureSources', 'errorSources'] as const) expect(queries[name]).toContain('[3600s]');
});

it("takes a release's p75 LCP over both servers and the window, less the values later reports replaced, in ms", () => {
  const queries = figureQueries(candidate, 600);
  const bucket = (name: string, release: string, instance: string, le: string, values: string) => ({
    series: `${name}_bucket{brand="khela24",route="deposit",remote="mf-cashier",release="${release}",instance="${instance}",le="${le}"}`,
    values,
  });
  const output = promtool({
    interval: '1m',
    input_series: [
      // a load a minute on each server: one under 2 s, one under 3 s (cumulative buckets)
      bucket('wl_vitals_lcp_seconds', '2.1.0', 'a', '2', '0+1x30'),
      bucket('wl_vitals_lcp_seconds', '2.1.0', 'a', '3', '0+1x30'),
      bucket('wl_vitals_lcp_seconds', '2.1.0', 'a', '+Inf', '0+1x30'),
      bucket('wl_vitals_lcp_seconds', '2.1.0', 'b', '2', '0+0x30'),
      bucket('wl_vitals_lcp_seconds', '2.1.0', 'b', '3', '0+1x30'),
      bucket('wl_vitals_lcp_seconds', '2.1.0', 'b', '+Inf', '0+1x30'),
      // the stable release's, slower, which the candidate's p75 does not take
      bucket('wl_vitals_lcp_seconds', '2.0.0', 'a', '2', '0+0x30'),
      bucket('wl_vitals_lcp_seconds', '2.0.0', 'a', '3', '0+0x30'),
      bucket('wl_vitals_lcp_seconds', '2.0.0', 'a', '+Inf', '0+5x30'),
    ],
    promql_expr_test: [
      // half the loads under 2 s, all under 3: the 75th percentile is half-way into the 2-3 s bucket
      { expr: queries.lcpP75, eval_time: '20m', exp_samples: [{ labels: '{}', value: 2500 }] },
      // no INP series for the release: no answer, which the figures read as none
      { expr: queries.inpP75, eval_time: '20m', exp_samples: [] },
    ],
  });
  expect(output).not.toMatch(/FAILED|exit/);
  expect(output).toMatch(/SUCCESS/);
});

const answer = (value: string, samples = 1) => ({
  status: 'success',
  data: { resultType: 'vector', result: Array.from({ length: samples }, () => ({ metric: {}, value: [1733400000, value] })) },
});

/** Prometheus as the figures ask it (POSTed instant queries), answering each query with `reply(query)`. */
function prometheus(reply: (query: string) => { status: number; body: unknown }) {
  const asked: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const promql = new URLSearchParams(String(init?.body)).get('query')!;
    asked.push(promql);
    const { status, body } = reply(promql);
    return new Response(JSON.stringify(body), { status });
  });
  return asked;
}
afterEach(() => jest.restoreAllMocks());

it('fails within its time when Prometheus never answers, so that the leader judges again at its next tick', async () => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
  const started = Date.now();
  await expect(readFigures('http://prometheus:9090', candidate, 300, 300, 50)).rejects.toThrow(/^Prometheus gave no answer in 50 ms to /);
  expect(Date.now() - started).toBeLessThan(2_000);
});

it("reads a release's figures from Prometheus's answers, its vitals' p75 in ms", async () => {
  const asked = prometheus((promql) => ({
    status: 200,
    body: promql.includes('inp_seconds')
      ? answer('0', 0)
      : answer(
          promql.includes('lcp_seconds')
            ? '2412.5'
            : promql.includes('page_load_sources')
              ? '39.6'
              : promql.includes('page_loads')
                ? '1200'
                : promql.includes('class="failure"')
                  ? '4.2'
                  : promql.includes('class="error"')
                    ? '5'
                    : promql.includes('load_failures')
                      ? '3.5'
                      : '7',
        ),
  }));
  await expect(readFigures('http://prometheus:9090', candidate, 300)).resolves.toEqual({
    pageLoads: 1200,
    failures: 3.5,
    errors: 7,
    // an address is counted whole, however Prometheus extrapolated the window
    sources: { pageLoads: 40, failures: 4, errors: 5 },
    // a vital no player of the release sent in the window is none, not 0
    lcpP75: 2412.5,
    inpP75: null,
  });
  expect(asked).toHaveLength(8);
  expect(asked[0]).toContain('[300s]');
});

it('refuses an answer that is not one number, or a failed query, naming the query', async () => {
  prometheus(() => ({ status: 200, body: answer('1', 2) }));
  await expect(readFigures('http://prometheus:9090', candidate, 300)).rejects.toThrow(
    /Prometheus's answer to .*wl_remote_page_loads_total.* is not one number/,
  );
  jest.restoreAllMocks();
  prometheus(() => ({ status: 200, body: answer('lots') }));
  await expect(readFigures('http://prometheus:9090', candidate, 300)).rejects.toThrow(/is not one number/);
  jest.restoreAllMocks();
  prometheus(() => ({ status: 503, body: { status: 'error', error: 'overloaded' } }));
  await expect(readFigures('http://prometheus:9090', candidate, 300)).rejects.toThrow(/Prometheus answered 503: overloaded to /);
});
