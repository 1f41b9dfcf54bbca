// The rollout controller's figures (decision 050): one release's page loads, load failures and fallbacks, and errors
// over the step's window, as instant queries of Prometheus (decision 046).
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

/** The PromQL of each figure, over the last `seconds` (the step's time so far). */
export function figureQueries(r: Release, seconds: number) {
  const sources = (cls: string) =>
    `(sum(increase(wl_remote_report_sources_total{brand=${label(r.brand)},remote=${label(r.remote)},release=${label(r.release)},class=${label(cls)}}[${Math.round(seconds)}s])) or vector(0))`;
  return {
    pageLoads: increase('wl_remote_page_loads_total', r, seconds),
    failures: `${increase('wl_remote_load_failures_total', r, seconds)} + ${increase('wl_remote_fallbacks_total', r, seconds)}`,
    errors: increase('wl_remote_errors_total', r, seconds),
    pageLoadSources: increase('wl_remote_page_load_sources_total', r, seconds),
    failureSources: sources('failure'),
    errorSources: sources('error'),
  };
}

/**
 * One release's figures from Prometheus at `prometheusUrl`, asked as the operations page asks (ops-figures.ts), each
 * answer held to one finite number. The vitals are not among them: their histograms are by brand and route, not
 * release (decision 040), so a plan's LCP and INP checks say "no data" until they are.
 */
export async function readFigures(prometheusUrl: string, r: Release, seconds: number): Promise<SideFigures> {
  const ask = async (promql: string) => {
    const samples = await query({ url: prometheusUrl }, promql).catch((error: unknown) => {
      throw new Error(`Prometheus ${error instanceof Error ? error.message : String(error)} to ${promql}`);
    });
    const value = Number(samples[0]?.value[1]);
    if (samples.length !== 1 || !Number.isFinite(value)) throw new Error(`Prometheus's answer to ${promql} is not one number`);
    return value;
  };
  const queries = figureQueries(r, seconds);
  const names = ['pageLoads', 'failures', 'errors', 'pageLoadSources', 'failureSources', 'errorSources'] as const;
  const values = await Promise.all(names.map((name) => ask(queries[name])));
  // increase() extrapolates to the window's edges: an address is counted whole
  const [pageLoads, failures, errors, pageLoadSources, failureSources, errorSources] = values.map((n, i) => (i < 3 ? n : Math.round(n)));
  return {
    pageLoads: pageLoads!,
    failures: failures!,
    errors: errors!,
    sources: { pageLoads: pageLoadSources!, failures: failureSources!, errors: errorSources! },
    lcpP75: null,
    inpP75: null,
  };
}
