import type { Brand, BrandsVersion, RefusedFile } from './brands.ts';
import { releaseLabel } from './metrics.ts';
import type { Figures, ReleaseFigures, Refusal, RouteVitals } from './ops-figures.ts';
import type { RolloutStatus } from './rollouts/controller.ts';
import { checkLine } from './rollouts/status-text.ts';
import { THRESHOLDS, type VitalMetric } from './vitals.ts';

// The operations page (issue 23, docs/operations.md): per brand, the release each remote runs, its canary and
// share, and what the players' browsers reported per release. The releases and the refused brand files are this
// server's own (its brand files); the reports, vitals and refusals are Prometheus's sums over every application
// server (decision 046), so every server draws the same page. Read-only; it answers this machine only, as the dev
// API's operator pages do.

export interface BrandHealth {
  id: string;
  siteName: string;
  hosts: string[];
  remotes: {
    remote: string;
    release: string;
    candidate: string | null;
    share: number;
    /** the named releases the store lacks */
    missing: string[];
    /** the named releases the store serves without every file their release.json lists: each with those files */
    damaged: { release: string; lacks: string[] }[];
    /** the named releases this server's shell cannot run: each with the singletons it needs that the shell lacks */
    cannotRun: { release: string; needs: string[] }[];
  }[];
  /** per remote and release, the page loads beside the reports: null when Prometheus could not be read */
  reports: ReleaseFigures[] | null;
  /** the players' vitals per route (decision 040): null when Prometheus could not be read */
  vitals: RouteVitals[] | null;
  /** the reports refused or dropped, by endpoint and reason (decision 042): null when Prometheus could not be read */
  refused: Refusal[] | null;
  /** what is wrong with the brand's file as it is now, when it was refused (the brand serves its last good version) */
  fileRefused: string[] | null;
  /** its rollouts and their decisions (decision 050); null where the brands are not in the config store */
  rollouts: RolloutStatus[] | null;
}

/** Where the figures came from: Prometheus, how many servers it read, or why it could not be read. */
export interface FiguresSource {
  url: string | null;
  reachable: boolean;
  /** the application servers Prometheus scrapes, up and down at its last scrape */
  servers?: { up: number; down: number };
  error?: string;
}

export interface HealthView {
  asOf: string;
  prometheus: FiguresSource;
  /** where this server's brands come from: the config store at a revision (decision 048), or its folder */
  brandsFrom: BrandsVersion | { source: 'folder' };
  brands: BrandHealth[];
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#14213d}
h1{font-size:22px}h2{font-size:18px;margin-top:28px}table{border-collapse:collapse;width:100%;margin-bottom:16px}
th,td{border-bottom:1px solid #ccd;padding:6px;text-align:left;font-size:14px}td.n{text-align:right;font-variant-numeric:tabular-nums}
.bad{color:#b3261e;font-weight:700}.muted{color:#5b6477}.notice{border:2px solid #b3261e;padding:8px 12px}`;

/** English, then Bengali: the texts this page added with Prometheus are in both of the site's languages. */
const both = (english: string, bengali: string) => `${english} <span lang="bn">${bengali}</span>`;

/**
 * Whether the store this server serves holds a release: true, false, null (not known: no answer, or the brand's
 * releases are known per request only), or the files of its release.json it lacks (a damaged release, issue 39).
 */
export type StoreHas = (brand: Brand, remote: string, version: string) => boolean | null | { lacks?: string[]; needs?: string[] };

function brandHealth(brand: Brand, figures: Figures, has: StoreHas = () => null, files: RefusedFile[] = []): BrandHealth {
  const own = figures.ok ? (figures.brands.get(brand.id) ?? { reports: [], vitals: [], refused: [] }) : null;
  return {
    id: brand.id,
    siteName: brand.config.siteName,
    hosts: brand.config.hosts ?? [],
    remotes: Object.entries(brand.config.remotes).map(([remote, value]) => {
      const plan = brand.config.canary?.[remote];
      // a named release the store lacks: every load of it fails (a candidate's falls back), so the page says so
      const named = [value, plan?.release].filter((v): v is string => typeof v === 'string' && releaseLabel(v) !== 'url');
      const held = named.map((release) => ({ release, held: has(brand, remote, release) }));
      const damaged = held.flatMap(({ release, held }) =>
        held && typeof held === 'object' && held.lacks?.length ? [{ release, lacks: held.lacks }] : [],
      );
      const cannotRun = held.flatMap(({ release, held }) =>
        held && typeof held === 'object' && held.needs?.length ? [{ release, needs: held.needs }] : [],
      );
      return {
        remote,
        release: releaseLabel(value),
        candidate: plan ? releaseLabel(plan.release) : null,
        share: plan?.share ?? 0,
        missing: held.filter((h) => h.held === false).map((h) => h.release),
        damaged,
        cannotRun,
      };
    }),
    reports: own?.reports ?? null,
    vitals: own?.vitals ?? null,
    refused: own?.refused ?? null,
    fileRefused: files.find((file) => file.file === brand.file)?.problems ?? null,
    rollouts: null,
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
  return `<table><caption class="muted">${both(
    "Players' vitals per route: the 75th percentile of the sampled loads since each server started, one load an address an hour (loads, rating, addresses)",
    'রুট অনুযায়ী খেলোয়াড়দের ভাইটালস: প্রতিটি সার্ভার চালু হওয়ার পর থেকে নমুনা নেওয়া লোডের ৭৫তম পার্সেন্টাইল, প্রতি ঠিকানা থেকে ঘণ্টায় একটি লোড (লোড, মান, ঠিকানা)',
  )}</caption><thead><tr><th>Route</th><th>LCP</th><th>INP</th><th>CLS</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** A count and its share of the release's page loads, so that a candidate's can be set against its stable release's. */
function countCell(n: number, loads: number) {
  const share = loads > 0 ? ` <span class="muted">(${((100 * n) / loads).toFixed(1)}%)</span>` : '';
  return `<td class="n${n > 0 ? ' bad' : ''}">${n}${n > 0 ? share : ''}</td>`;
}

function reportsTable(rows: ReleaseFigures[]) {
  const body = rows.length
    ? rows
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.remote)}</td><td>${escapeHtml(r.release)}</td><td class="n">${r.recentLoads}</td><td class="n">${r.pageLoads}</td>${countCell(r['load-failure'], r.pageLoads)}${countCell(r.fallback, r.pageLoads)}${countCell(r.error, r.pageLoads)}</tr>`,
        )
        .join('')
    : '<tr><td colspan="7" class="muted">Nothing reported.</td></tr>';
  return `<table><caption class="muted">${both(
    "Which release players run (page loads of the last 5 minutes), and reports from players' browsers since each server started, beside the page loads served with each release (in brackets, the share of those page loads)",
    'খেলোয়াড়রা কোন রিলিজ চালাচ্ছেন (শেষ ৫ মিনিটের পেজ লোড), এবং প্রতিটি সার্ভার চালু হওয়ার পর থেকে খেলোয়াড়দের ব্রাউজারের রিপোর্ট, প্রতিটি রিলিজসহ পরিবেশিত পেজ লোডের পাশে (বন্ধনীতে সেই পেজ লোডের অনুপাত)',
  )}</caption><thead><tr><th>Remote</th><th>Release</th><th>${both('Last 5 min', 'শেষ ৫ মিনিট')}</th><th>${both('Page loads', 'পেজ লোড')}</th><th>Load failures</th><th>Fallbacks</th><th>Errors</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** A brand's rollouts (decision 050): each one's step and share, its checks beside their limits, and its decisions. */
function rolloutsSection(id: string, rollouts: RolloutStatus[]) {
  if (!rollouts.length) return '';
  const one = (r: RolloutStatus) => {
    const running = r.plan.steps.length > 0;
    const where = !running
      ? both(`ended (the last moved ${r.plan.candidate})`, `শেষ (শেষটি ${r.plan.candidate} নিয়ে)`)
      : r.state
        ? `${both(`step ${r.state.step + 1} of ${r.plan.steps.length}`, `ধাপ ${r.state.step + 1}/${r.plan.steps.length}`)}, ${r.share}%${r.state.paused ? ` <strong class="bad">${both('paused', 'থামানো')}</strong>` : ''}`
        : both('not started yet', 'এখনও শুরু হয়নি');
    const now = r.last
      ? `<p>${both('Now', 'এখন')} (${escapeHtml(r.last.at)}): <strong>${escapeHtml(r.last.kind)}</strong>, ${escapeHtml(r.last.reason)}</p>${
          r.last.checks.length
            ? `<ul>${r.last.checks.map((c) => `<li${c.verdict === 'fail' ? ' class="bad"' : ''}>${escapeHtml(checkLine(c))}</li>`).join('')}</ul>`
            : ''
        }`
      : '';
    const decisions = r.records
      .slice(0, 10)
      .map(
        (d) =>
          `<li>#${d.n} ${escapeHtml(d.at)} ${escapeHtml(d.by)}: <strong>${escapeHtml(d.kind)}</strong> ${d.share}%, ${escapeHtml(d.reason)}</li>`,
      )
      .join('');
    return `<h4>${escapeHtml(r.remote)}: ${escapeHtml(r.plan.candidate)} ${both('beside', 'পাশে')} ${escapeHtml(r.stable)}, ${where}</h4>${now}${
      decisions ? `<p class="muted">${both('Decisions, newest first', 'সিদ্ধান্ত, নতুনটি আগে')}</p><ol reversed>${decisions}</ol>` : ''
    }`;
  };
  return `<section aria-labelledby="rollouts-${escapeHtml(id)}"><h3 id="rollouts-${escapeHtml(id)}">${both('Rollouts', 'রোলআউট')}</h3>${rollouts.map(one).join('')}</section>`;
}

function refusedTable(rows: Refusal[]) {
  const body = rows.length
    ? rows
        .map((r) => `<tr><td>${escapeHtml(r.endpoint)}</td><td>${escapeHtml(r.reason)}</td><td class="n bad">${r.count}</td></tr>`)
        .join('')
    : '<tr><td colspan="3" class="muted">Nothing refused.</td></tr>';
  return `<table><caption class="muted">${both(
    "Reports refused or dropped since each server started (decision 042: no page token, a spent token, a release the page does not run, over an address's share...)",
    'প্রতিটি সার্ভার চালু হওয়ার পর থেকে প্রত্যাখ্যাত বা বাদ দেওয়া রিপোর্ট',
  )}</caption><thead><tr><th>Endpoint</th><th>Reason</th><th>Count</th></tr></thead><tbody>${body}</tbody></table>`;
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

/** What the page says of its figures' source: Prometheus and its servers, or that it cannot be read and why. */
/** Which version of the brands this page (this server) shows: every server of a site should say the same revision. */
function brandsNotice(from: HealthView['brandsFrom']) {
  if (from.source === 'folder')
    return `<p class="muted">${both("Brands from this server's folder of brand files.", 'ব্র্যান্ডগুলো এই সার্ভারের ব্র্যান্ড ফাইলের ফোল্ডার থেকে।')}</p>`;
  const at = escapeHtml(from.revision);
  if (from.store === 'connected')
    return `<p class="muted">${both(
      `Brands from the config store (${escapeHtml(from.source)}) at revision ${at}.`,
      `ব্র্যান্ডগুলো কনফিগ স্টোর (${escapeHtml(from.source)}) থেকে, রিভিশন ${at}।`,
    )}</p>`;
  return `<p class="notice bad" role="alert">${both(
    `The config store (${escapeHtml(from.source)}) is ${escapeHtml(from.store)}: this server serves the brands at revision ${at}, the last it applied.`,
    `কনফিগ স্টোর (${escapeHtml(from.source)}) পাওয়া যাচ্ছে না (${escapeHtml(from.store)}): এই সার্ভার শেষ প্রয়োগ করা রিভিশন ${at}-এর ব্র্যান্ড দেখাচ্ছে।`,
  )}</p>`;
}

function sourceNotice(source: FiguresSource) {
  const url = escapeHtml(source.url ?? '');
  if (!source.url)
    return `<p class="notice" role="status">${both(
      "No Prometheus is configured (<code>PROMETHEUS_URL</code>): the players' reports, vitals and refusals cannot be shown. Each application server counts them at its <code>/metrics</code>.",
      'কোনো Prometheus নির্ধারণ করা নেই (<code>PROMETHEUS_URL</code>): খেলোয়াড়দের রিপোর্ট, ভাইটালস ও প্রত্যাখ্যান দেখানো যাচ্ছে না। প্রতিটি অ্যাপ্লিকেশন সার্ভার তার <code>/metrics</code>-এ এগুলো গোনে।',
    )}</p>`;
  if (!source.reachable)
    return `<p class="notice bad" role="alert">${both(
      `Prometheus (${url}) is not reachable (${escapeHtml(source.error)}): the players' reports, vitals and refusals cannot be shown now. Each application server keeps counting them, and Prometheus reads them when it is back.`,
      `Prometheus (${url})-এর সাথে যোগাযোগ করা যাচ্ছে না: খেলোয়াড়দের রিপোর্ট, ভাইটালস ও প্রত্যাখ্যান এখন দেখানো যাচ্ছে না। প্রতিটি অ্যাপ্লিকেশন সার্ভার এগুলো গুনে চলেছে, Prometheus ফিরে এলে সেগুলো পড়ে নেবে।`,
    )}</p>`;
  const { up = 0, down = 0 } = source.servers ?? {};
  const downNote = down > 0 ? ` <strong class="bad">${both(`${down} not answering.`, `${down}টি সাড়া দিচ্ছে না।`)}</strong>` : '';
  return `<p class="muted">${both(
    `Reports, vitals and refusals: every application server's counts, added up by Prometheus (<a href="${url}/alerts">${url}</a>), from the ${up} ${up === 1 ? 'server' : 'servers'} that answered its last scrape. Counts are since each server started; a share is of the page loads served with that release.`,
    `রিপোর্ট, ভাইটালস ও প্রত্যাখ্যান: প্রতিটি অ্যাপ্লিকেশন সার্ভারের গণনা, Prometheus-এর যোগফল, শেষ সংগ্রহে সাড়া দেওয়া ${up}টি সার্ভার থেকে। গণনা প্রতিটি সার্ভার চালু হওয়ার পর থেকে; অনুপাত সেই রিলিজসহ পরিবেশিত পেজ লোডের।`,
  )}${downNote}</p>`;
}

export function healthPage(
  brands: Brand[],
  figures: Figures,
  now: number,
  has?: StoreHas,
  files: RefusedFile[] = [],
  version?: BrandsVersion,
  rollouts: RolloutStatus[] | null = null,
) {
  const data: HealthView = {
    asOf: new Date(now).toISOString(),
    prometheus: figures.ok
      ? { url: figures.url, reachable: true, servers: figures.servers }
      : { url: figures.url, reachable: false, error: figures.reason },
    brandsFrom: version ?? { source: 'folder' },
    brands: brands.map((brand) => ({
      ...brandHealth(brand, figures, has, files),
      rollouts: rollouts ? rollouts.filter((r) => r.brand === brand.id) : null,
    })),
  };
  const named = (release: string, row: BrandHealth['remotes'][number]) => {
    const lacks = row.damaged.find((d) => d.release === release)?.lacks;
    if (row.missing.includes(release)) return `${escapeHtml(release)} <span class="bad">(not in the store)</span>`;
    const needs = row.cannotRun.find((d) => d.release === release)?.needs;
    const flags = [
      ...(lacks
        ? [
            `damaged: ${lacks.length} of its files missing, ${lacks.slice(0, 3).join(', ')}${lacks.length > 3 ? ', ...' : ''}; repair: node scripts/release.ts --ensure`,
          ]
        : []),
      ...(needs ? [`the shell cannot run it: it needs ${needs.join(', ')}`] : []),
    ];
    return `${escapeHtml(release)}${flags.map((flag) => ` <span class="bad">(${escapeHtml(flag)})</span>`).join('')}`;
  };
  const sections = data.brands.map(
    (
      b,
    ) => `<section aria-labelledby="brand-${escapeHtml(b.id)}"><h2 id="brand-${escapeHtml(b.id)}">${escapeHtml(b.siteName)} <span class="muted">(${escapeHtml(b.id)}: ${escapeHtml(b.hosts.join(', ') || 'every host')})</span></h2>
<table><caption class="muted">Releases</caption><thead><tr><th>Remote</th><th>Release</th><th>Canary</th><th>Share</th></tr></thead><tbody>${b.remotes
      .map(
        (r) =>
          `<tr><td>${escapeHtml(r.remote)}</td><td>${named(r.release, r)}</td><td>${r.candidate ? named(r.candidate, r) : '-'}</td><td class="n">${r.candidate ? `${r.share}%` : '-'}</td></tr>`,
      )
      .join('')}</tbody></table>
${b.rollouts ? rolloutsSection(b.id, b.rollouts) : ''}${b.reports ? reportsTable(b.reports) : ''}${b.vitals ? vitalsTable(b.vitals) : ''}${b.refused ? refusedTable(b.refused) : ''}</section>`,
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Remote health</title><style>${STYLE}</style></head><body><main><h1>Remote health (operations, read-only)</h1>
<p class="muted">As of ${escapeHtml(data.asOf)}. A canary's failures and fallbacks show against the candidate's version.</p>
${sourceNotice(data.prometheus)}${brandsNotice(data.brandsFrom)}${refusedFiles(files)}${sections.join('')}</main></body></html>`;
  return { html, styles: [STYLE], data };
}
