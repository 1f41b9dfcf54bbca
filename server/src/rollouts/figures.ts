// The rollout controller's figures (decision 050): one release's page loads, load failures and fallbacks, and errors
// over the step's window, as instant queries of Prometheus (decision 046), its answers checked at the boundary.
import * as v from 'valibot';
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
  return {
    pageLoads: increase('wl_remote_page_loads_total', r, seconds),
    failures: `${increase('wl_remote_load_failures_total', r, seconds)} + ${increase('wl_remote_fallbacks_total', r, seconds)}`,
    errors: increase('wl_remote_errors_total', r, seconds),
  };
}

/** Prometheus's answer to an instant query of one sum: a vector of one sample, its value a number as text. */
const InstantAnswer = v.object({
  status: v.literal('success'),
  data: v.object({
    resultType: v.literal('vector'),
    result: v.pipe(
      v.array(
        v.object({
          value: v.tuple([
            v.number(),
            v.pipe(
              v.string(),
              v.check((n) => Number.isFinite(Number(n)), 'is not a number'),
            ),
          ]),
        }),
      ),
      v.check((samples) => samples.length === 1, 'is not one sample'),
    ),
  }),
});

export type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * One release's figures from Prometheus at `prometheusUrl`. The vitals are not among them: their histograms are by
 * brand and route, not release (decision 040), so a plan's LCP and INP checks say "no data" until they are.
 */
export async function readFigures(
  prometheusUrl: string,
  r: Release,
  seconds: number,
  fetch: Fetch = globalThis.fetch,
): Promise<SideFigures> {
  const ask = async (query: string) => {
    const reply = await fetch(`${prometheusUrl}/api/v1/query?${new URLSearchParams({ query })}`);
    if (!reply.ok) throw new Error(`Prometheus answered ${reply.status} to ${query}`);
    const answer = v.safeParse(InstantAnswer, await reply.json());
    if (!answer.success) throw new Error(`Prometheus's answer to ${query}: ${answer.issues.map((i) => i.message).join('; ')}`);
    return Number(answer.output.data.result[0]!.value[1]);
  };
  const queries = figureQueries(r, seconds);
  const [pageLoads, failures, errors] = await Promise.all([ask(queries.pageLoads), ask(queries.failures), ask(queries.errors)]);
  return { pageLoads: pageLoads!, failures: failures!, errors: errors!, lcpP75: null, inpP75: null };
}
