// Remote health as the players' browsers see it (issue 23): each page reports a remote that failed to load, a
// canary that fell back to its stable release and an uncaught error, by remote and release. The reports carry
// no personal data, and are bounded in size and in rate. Since issue 35 (decision 042) a report comes with its
// page's token (ops-token.ts), and one source moves a row's count by at most its share: once per page token, and a
// few times an hour per address. What passes is counted in this server's counters (metrics.ts), which Prometheus
// adds up over every server (decision 046): nothing here keeps a figure, only what the bounds need.
import type { ServerMetrics } from './metrics.ts';
import { readBatch } from './report-batch.ts';

export const HEALTH_KINDS = ['load-failure', 'fallback', 'error'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

export interface HealthEvent {
  kind: HealthKind;
  remote: string;
  /** the release it happened on: a version, or 'url' for a remote named by its manifest URL */
  release: string;
}

export interface HealthLimits {
  /** the largest report body, in bytes */
  maxBytes: number;
  /** events in one report */
  maxEvents: number;
  /** reports one client may send in a minute */
  reportsPerMinute: number;
  /** the window of the caps below: once per token, so many times per address */
  windowMs: number;
  /** rows (remote, release, kind) per brand at most: one brand's flood cannot grow the label sets past it */
  maxRowsPerBrand: number;
  /** what one address adds to one row (brand, remote, release, kind) in the window */
  perSourcePerRow: number;
  /** the contributions remembered for those caps at most (the oldest forgotten first) */
  maxContributions: number;
}

export const DEFAULT_HEALTH_LIMITS: HealthLimits = {
  maxBytes: 8 * 1024,
  maxEvents: 20,
  // per address: many players share one behind a carrier's NAT, so the bound is loose; the caps hold the rest
  reportsPerMinute: 120,
  windowMs: 60 * 60 * 1000,
  // a brand's remotes x releases x kinds: 5 remotes on 20 releases take 300; the token's releases bound them first
  maxRowsPerBrand: 1_000,
  // a failing release fails for many addresses: a few from each keeps one address from making a row alone
  perSourcePerRow: 5,
  maxContributions: 200_000,
};

/** Why a report, or an event of one, did not count (the operations page shows them, decision 042). */
export type DropReason = 'told already' | 'over the address share' | 'brand full';

/** Who sent an event: its address (keyed, ops-token.ts) and its page's token. */
export interface Sender {
  source: string;
  token: string;
}

const NAME = /^[a-z][a-z0-9-]{0,39}$/;
const RELEASE = /^(?:\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]{1,40})?|url)$/;

export type ReportVerdict = { ok: true; events: HealthEvent[] } | { ok: false; status: 400 | 413; reason: string };

/**
 * A report as a page sends it ({ events: [{ kind, remote, release }] }), checked: a body too large, not JSON, too
 * many events or an event that is not one of the known kinds with plain names is refused whole. Anything else a
 * page might add is dropped, so nothing personal can be kept.
 */
export function parseReport(body: string, limits: HealthLimits = DEFAULT_HEALTH_LIMITS): ReportVerdict {
  const batch = readBatch(body, 'events', limits.maxBytes, limits.maxEvents);
  if (!batch.ok) return batch;
  const list = batch.list;
  const events: HealthEvent[] = [];
  for (const item of list) {
    const { kind, remote, release } = (item ?? {}) as Record<string, unknown>;
    if (!HEALTH_KINDS.includes(kind as HealthKind) || typeof remote !== 'string' || !NAME.test(remote))
      return { ok: false, status: 400, reason: 'an event is not a known kind of a remote' };
    if (typeof release !== 'string' || !RELEASE.test(release)) return { ok: false, status: 400, reason: 'an event names no release' };
    events.push({ kind: kind as HealthKind, remote, release });
  }
  return { ok: true, events };
}

/** Reports per client per minute: fixed one-minute windows, the map cleared when it grows past its bound. */
export class ReportRate {
  private readonly windows = new Map<string, { minute: number; count: number }>();
  private readonly perMinute: number;
  constructor(perMinute: number) {
    this.perMinute = perMinute;
  }
  allow(client: string, now: number): boolean {
    const minute = Math.floor(now / 60_000);
    const window = this.windows.get(client);
    if (!window || window.minute !== minute) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(client, { minute, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }
}

/** Counts of what one sender adds to a row, each for the retention period: the caps above. */
export class Contributions {
  private readonly counts = new Map<string, { count: number; since: number }>();
  private readonly retentionMs: number;
  private readonly max: number;
  constructor(retentionMs: number, max: number) {
    this.retentionMs = retentionMs;
    this.max = max;
  }
  /** Adds one of a sender to a row, unless it has its cap there already: how many it has added in the window, 0 refused. */
  take(key: string, cap: number, now: number): number {
    let entry = this.counts.get(key);
    if (entry && now - entry.since >= this.retentionMs) {
      this.counts.delete(key);
      entry = undefined;
    }
    if (!entry) {
      entry = { count: 0, since: now };
      this.counts.set(key, entry);
      if (this.counts.size > this.max) this.counts.delete(this.counts.keys().next().value!);
    }
    if (entry.count >= cap) return 0;
    entry.count += 1;
    return entry.count;
  }
}

/** Counts a report's events in the health counters within the bounds above. */
export class HealthIntake {
  private readonly rows = new Map<string, Set<string>>();
  private readonly given: Contributions;
  private readonly metrics: ServerMetrics;
  private readonly limits: HealthLimits;
  constructor(metrics: ServerMetrics, limits: HealthLimits = DEFAULT_HEALTH_LIMITS) {
    this.metrics = metrics;
    this.limits = limits;
    this.given = new Contributions(limits.windowMs, limits.maxContributions);
  }

  /**
   * Counts a report's events for a brand; what did not count, by reason. A sender (a page's token, its address)
   * counts an event once per token, and at most its share per row; without one (tests of the intake) all count.
   */
  add(brand: string, events: HealthEvent[], now: number, from?: Sender): Partial<Record<DropReason, number>> {
    const dropped: Partial<Record<DropReason, number>> = {};
    const drop = (reason: DropReason) => (dropped[reason] = (dropped[reason] ?? 0) + 1);
    for (const event of events) {
      const row = JSON.stringify([brand, event.remote, event.release, event.kind]);
      if (from && !this.given.take(`${row}\u0000token:${from.token}`, 1, now)) {
        drop('told already');
        continue;
      }
      const nth = from ? this.given.take(`${row}\u0000source:${from.source}`, this.limits.perSourcePerRow, now) : 0;
      if (from && !nth) {
        drop('over the address share');
        continue;
      }
      const rows = this.rows.get(brand) ?? new Set<string>();
      if (!rows.has(row)) {
        if (rows.size >= this.limits.maxRowsPerBrand) {
          drop('brand full');
          continue;
        }
        rows.add(row);
        this.rows.set(brand, rows);
      }
      this.metrics.reports[event.kind].inc({ brand, remote: event.remote, release: event.release });
      // an address's first of a class of events in the window: how many told of it, for what acts on it (decision 050)
      const cls = event.kind === 'error' ? 'error' : 'failure';
      const classRow = JSON.stringify([brand, event.remote, event.release, cls]);
      if (from && this.given.take(`${classRow}\u0000first:${from.source}`, 1, now) === 1)
        this.metrics.reportSources.inc({ brand, remote: event.remote, release: event.release, class: cls });
    }
    return dropped;
  }
}
