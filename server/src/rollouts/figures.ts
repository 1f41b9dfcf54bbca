// The rollout controller's figures (decision 050): one release's page loads, load failures and fallbacks, and errors
// over the step's window, as instant queries of Prometheus (decision 046).
import { VITAL_METRIC_NAMES } from '../metrics.ts';
import { query } from '../ops-figures.ts';
import type { SideFigures } from './decide.ts';

export interface Release {
  brand: string;
  remote: string;
  release: string;
}

/** A label matcher's value as PromQL writes a string (its escapes are JSON's for what a brand or release holds). */
const label = (value: string) => JSON.stringify(value);

/** The sum over every server of a counter's increase over the window; 0 where the release has none yet. */
const increase = (metric: string, r: Release, seconds: number) =>
  `(sum(increase(${metric}{brand=${label(r.brand)},remote=${label(r.remote)},release=${label(r.release)}}[${Math.round(seconds)}s])) or vector(0))`;

/**
 * The PromQL of each figure, over the last `seconds` (the step's time so far); the addresses over the last
 * `sourcesSeconds`. An address is counted once an hour (metrics.ts), so a window shorter than an hour misses one
 * counted before it: the controller asks for the addresses since the rollout began, an hour at most, in which every
 * address still sending has been counted once or twice.
 */
export function figureQueries(r: Release, seconds: number, sourcesSeconds = seconds) {
  const sources = (cls: string) =>
    `(sum(increase(wl_remote_report_sources_total{brand=${label(r.brand)},remote=${label(r.remote)},release=${label(r.release)},class=${label(cls)}}[${Math.round(sourcesSeconds)}s])) or vector(0))`;
  const matcher = `{brand=${label(r.brand)},remote=${label(r.remote)},release=${label(r.release)}}`;
  // a vital's p75 in ms over the window, its values that a later report of the same load replaced taken away
  const p75 = (metric: 'LCP' | 'INP') => {
    const buckets = (name: string) => `sum by (le) (increase(${name}_bucket${matcher}[${Math.round(seconds)}s]))`;
    const observed = buckets(VITAL_METRIC_NAMES[metric].observed);
    return `histogram_quantile(0.75, ${observed} - (${buckets(VITAL_METRIC_NAMES[metric].replaced)} or ${observed} * 0)) * 1000`;
  };
  return {
    lcpP75: p75('LCP'),
    inpP75: p75('INP'),
    pageLoads: increase('wl_remote_page_loads_total', r, seconds),
    failures: `${increase('wl_remote_load_failures_total', r, seconds)} + ${increase('wl_remote_fallbacks_total', r, seconds)}`,
    errors: increase('wl_remote_errors_total', r, seconds),
    pageLoadSources: increase('wl_remote_page_load_sources_total', r, sourcesSeconds),
    failureSources: sources('failure'),
    errorSources: sources('error'),
  };
}

/**
 * How long the controller waits for Prometheus's answers to one release's figures: a tick waits for them, and the
 * leader's next tick waits for its last one, so an answer that never came held every rollout where it was, with no
 * judgement recorded, for as long as the leader lived.
 */
export const FIGURES_TIMEOUT_MS = 5_000;

/**
 * One release's figures from Prometheus at `prometheusUrl`, asked as the operations page asks (ops-figures.ts), each
 * count held to one finite number; a vital's p75 is null where no player of the release sent it in the window. No
 * answer within `timeoutMs` fails them (the rollout holds, and its last judgement says so).
 */
export async function readFigures(
  prometheusUrl: string,
  r: Release,
  seconds: number,
  sourcesSeconds = seconds,
  timeoutMs = FIGURES_TIMEOUT_MS,
): Promise<SideFigures> {
  const signal = AbortSignal.timeout(timeoutMs);
  const asked = (promql: string) =>
    query({ url: prometheusUrl }, promql, signal).catch((error: unknown) => {
      // read by shape: fetch's errors may come from another realm than this module's Error (ops-figures.ts)
      const { name, message } = (error ?? {}) as { name?: string; message?: string };
      const said = name === 'TimeoutError' || name === 'AbortError' ? `gave no answer in ${timeoutMs} ms` : (message ?? String(error));
      throw new Error(`Prometheus ${said} to ${promql}`);
    });
  const ask = async (promql: string) => {
    const samples = await asked(promql);
    const value = Number(samples[0]?.value[1]);
    if (samples.length !== 1 || !Number.isFinite(value)) throw new Error(`Prometheus's answer to ${promql} is not one number`);
    return value;
  };
  /** a vital: none where no player of the release sent it in the window (no series, or no value in it) */
  const vital = async (promql: string) => {
    const samples = await asked(promql);
    const value = Number(samples[0]?.value[1]);
    return samples.length === 1 && Number.isFinite(value) ? value : null;
  };
  const queries = figureQueries(r, seconds, sourcesSeconds);
  const names = ['pageLoads', 'failures', 'errors', 'pageLoadSources', 'failureSources', 'errorSources'] as const;
  const [values, lcpP75, inpP75] = await Promise.all([
    Promise.all(names.map((name) => ask(queries[name]))),
    vital(queries.lcpP75),
    vital(queries.inpP75),
  ]);
  // increase() extrapolates to the window's edges: an address is counted whole
  const [pageLoads, failures, errors, pageLoadSources, failureSources, errorSources] = values.map((n, i) => (i < 3 ? n : Math.round(n)));
  return {
    pageLoads: pageLoads!,
    failures: failures!,
    errors: errors!,
    sources: { pageLoads: pageLoadSources!, failures: failureSources!, errors: errorSources! },
    lcpP75,
    inpP75,
  };
}
