import type { Brand, RefusedFile } from './brands.ts';
import type { HealthStore, Refusal, RefusalCounts, ReleaseHealth } from './health.ts';
import { isRelease } from './releases.ts';
import { type RouteVitals, THRESHOLDS, type VitalMetric, type VitalsStore } from './vitals.ts';

// The operations page (issue 23, docs/operations.md): per brand, the release each remote runs, its canary and
// share, and what the players' browsers reported per release over the last hour. Read-only; it answers this
// machine only, as the dev API's operator pages do.

export interface BrandHealth {
  id: string;
  siteName: string;
  hosts: string[];
  remotes: { remote: string; release: string; candidate: string | null; share: number; missing: string[] }[];
  reports: ReleaseHealth[];
  /** the players' vitals per route (decision 040) */
  vitals: RouteVitals[];
  /** the reports refused or dropped over the last hour, by endpoint and reason (decision 042) */
  refused: Refusal[];
  /** what is wrong with the brand's file as it is now, when it was refused (the brand serves its last good version) */
  fileRefused: string[] | null;
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#14213d}
h1{font-size:22px}h2{font-size:18px;margin-top:28px}table{border-collapse:collapse;width:100%;margin-bottom:16px}
th,td{border-bottom:1px solid #ccd;padding:6px;text-align:left;font-size:14px}td.n{text-align:right;font-variant-numeric:tabular-nums}
.bad{color:#b3261e;font-weight:700}.muted{color:#5b6477}`;

/** What a release is named by in the brand file: its version, or 'url' for a manifest URL. */
const releaseName = (value: string) => (isRelease(value) ? value : 'url');

/** Whether the store this server serves holds a release (null: the brand's releases are served elsewhere). */
export type StoreHas = (brand: Brand, remote: string, version: string) => boolean | null;

export function brandHealth(
  brand: Brand,
  store: HealthStore,
  now: number,
  has: StoreHas = () => null,
  vitals?: VitalsStore,
  refusals?: RefusalCounts,
  files: RefusedFile[] = [],
): BrandHealth {
  return {
    id: brand.id,
    siteName: brand.config.siteName,
    hosts: brand.config.hosts ?? [],
    remotes: Object.entries(brand.config.remotes).map(([remote, value]) => {
      const plan = brand.config.canary?.[remote];
      // a named release the store lacks: every load of it fails (a candidate's falls back), so the page says so
      const missing = [value, plan?.release]
        .filter((v): v is string => typeof v === 'string' && isRelease(v))
        .filter((v) => has(brand, remote, v) === false);
      return { remote, release: releaseName(value), candidate: plan ? releaseName(plan.release) : null, share: plan?.share ?? 0, missing };
    }),
    reports: store.summary(brand.id, now),
    vitals: vitals?.summary(brand.id) ?? [],
    refused: refusals?.summary(brand.id, now) ?? [],
    fileRefused: files.find((file) => file.file === brand.file)?.problems ?? null,
  };
}

function vitalCell(metric: VitalMetric, figure: { p75: number; count: number; sources: number } | undefined) {
  if (!figure) return '<td class="n muted">-</td>';
  const [good, poor] = THRESHOLDS[metric];
  const value = metric === 'CLS' ? figure.p75.toFixed(3) : `${Math.round(figure.p75)} ms`;
  const rating = figure.p75 <= good ? 'good' : figure.p75 <= poor ? 'needs improvement' : 'poor';
  return `<td class="n${figure.p75 > good ? ' bad' : ''}">${value} <span class="muted">(${figure.count}, ${rating}, ${figure.sources} ${figure.sources === 1 ? 'address' : 'addresses'})</span></td>`;
}

function vitalsTable(rows: RouteVitals[]) {
  const body = rows.length
    ? rows
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.route)}</td>${(['LCP', 'INP', 'CLS'] as const).map((m) => vitalCell(m, r.metrics[m])).join('')}</tr>`,
        )
        .join('')
    : '<tr><td colspan="4" class="muted">Nothing reported.</td></tr>';
  return `<table><caption class="muted">Players' vitals per route: the 75th percentile of the latest 500 sampled loads, each address weighing one load (count since the server started, rating, addresses)</caption><thead><tr><th>Route</th><th>LCP</th><th>INP</th><th>CLS</th></tr></thead><tbody>${body}</tbody></table>`;
}

function refusedTable(rows: Refusal[]) {
  const body = rows.length
    ? rows
        .map((r) => `<tr><td>${escapeHtml(r.endpoint)}</td><td>${escapeHtml(r.reason)}</td><td class="n bad">${r.count}</td></tr>`)
        .join('')
    : '<tr><td colspan="3" class="muted">Nothing refused.</td></tr>';
  return `<table><caption class="muted">Reports refused or dropped, last hour (decision 042: no page token, a spent token, a release the page does not run, over an address's share...)</caption><thead><tr><th>Endpoint</th><th>Reason</th><th>Count</th></tr></thead><tbody>${body}</tbody></table>`;
}

function refusedFiles(files: RefusedFile[]) {
  if (files.length === 0) return '';
  const items = files
    .map(
      (f) =>
        `<li><strong>${escapeHtml(f.file)}</strong> (${f.serving === 'last good' ? 'its brand serves its last good version' : 'its brand is left out'}): ${escapeHtml(f.problems.join('; '))}</li>`,
    )
    .join('');
  return `<section aria-labelledby="refused-files"><h2 id="refused-files" class="bad">Brand files refused</h2><ul>${items}</ul></section>`;
}

export function healthPage(
  brands: Brand[],
  store: HealthStore,
  now: number,
  has?: StoreHas,
  vitals?: VitalsStore,
  refusals?: RefusalCounts,
  files: RefusedFile[] = [],
) {
  const data = brands.map((brand) => brandHealth(brand, store, now, has, vitals, refusals, files));
  const named = (release: string, missing: string[]) =>
    `${escapeHtml(release)}${missing.includes(release) ? ' <span class="bad">(not in the store)</span>' : ''}`;
  const count = (n: number) => `<td class="n${n > 0 ? ' bad' : ''}">${n}</td>`;
  const sections = data.map(
    (
      b,
    ) => `<section aria-labelledby="brand-${escapeHtml(b.id)}"><h2 id="brand-${escapeHtml(b.id)}">${escapeHtml(b.siteName)} <span class="muted">(${escapeHtml(b.id)}: ${escapeHtml(b.hosts.join(', ') || 'every host')})</span></h2>
<table><caption class="muted">Releases</caption><thead><tr><th>Remote</th><th>Release</th><th>Canary</th><th>Share</th></tr></thead><tbody>${b.remotes
      .map(
        (r) =>
          `<tr><td>${escapeHtml(r.remote)}</td><td>${named(r.release, r.missing)}</td><td>${r.candidate ? named(r.candidate, r.missing) : '-'}</td><td class="n">${r.candidate ? `${r.share}%` : '-'}</td></tr>`,
      )
      .join('')}</tbody></table>
<table><caption class="muted">Reports from players' browsers, last hour</caption><thead><tr><th>Remote</th><th>Release</th><th>Load failures</th><th>Fallbacks</th><th>Errors</th></tr></thead><tbody>${
      b.reports.length
        ? b.reports
            .map(
              (r) =>
                `<tr><td>${escapeHtml(r.remote)}</td><td>${escapeHtml(r.release)}</td>${count(r['load-failure'])}${count(r.fallback)}${count(r.error)}</tr>`,
            )
            .join('')
        : '<tr><td colspan="5" class="muted">Nothing reported.</td></tr>'
    }</tbody></table>${vitalsTable(b.vitals)}${refusedTable(b.refused)}</section>`,
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Remote health</title><style>${STYLE}</style></head><body><main><h1>Remote health (operations, read-only)</h1>
<p class="muted">As of ${escapeHtml(new Date(now).toISOString())}. Counts are per release over the last hour: a canary's failures and fallbacks show against the candidate's version.</p>
${refusedFiles(files)}${sections.join('')}</main></body></html>`;
  return { html, styles: [STYLE], data };
}
