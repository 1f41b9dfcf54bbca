// Remote health as the players' browsers see it (issue 23): each page reports a remote that failed to load, a
// canary that fell back to its stable release and an uncaught error, by remote and release. The reports carry
// no personal data; they are counted per minute, kept an hour, and bounded in size, in rate and in memory, so
// that no page (or no one posing as one) can grow them without end. Since issue 35 (decision 042) a report comes
// with its page's token (ops-token.ts), the bounds are each brand's own, and one source moves a row's count by
// at most its share: once per page token, and a few times an hour per address.
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
  /** how long a count is kept */
  retentionMs: number;
  /** counters kept at most per brand (one brand's flood cannot crowd out another's failures) */
  maxCountersPerBrand: number;
  /** what one address adds to one row (brand, remote, release, kind) over the retention period */
  perSourcePerRow: number;
  /** the contributions remembered for those caps at most (the oldest forgotten first) */
  maxContributions: number;
}

export const DEFAULT_HEALTH_LIMITS: HealthLimits = {
  maxBytes: 8 * 1024,
  maxEvents: 20,
  // per address: many players share one behind a carrier's NAT, so the bound is loose; the store's own bounds hold the rest
  reportsPerMinute: 120,
  retentionMs: 60 * 60 * 1000,
  // a brand's remotes x releases x kinds x 60 minutes: 5 remotes on 2 releases take 1,800
  maxCountersPerBrand: 5_000,
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

export interface ReleaseHealth {
  remote: string;
  release: string;
  'load-failure': number;
  fallback: number;
  error: number;
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
  /** Adds one of a sender to a row, unless it has its cap there already. */
  take(key: string, cap: number, now: number): boolean {
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
    if (entry.count >= cap) return false;
    entry.count += 1;
    return true;
  }
}

/** Counts per brand, remote, release, kind and minute, for the last retention period. */
export class HealthStore {
  private readonly counts = new Map<string, number>();
  private readonly perBrand = new Map<string, number>();
  private readonly limits: HealthLimits;
  private readonly given: Contributions;
  constructor(limits: HealthLimits = DEFAULT_HEALTH_LIMITS) {
    this.limits = limits;
    this.given = new Contributions(limits.retentionMs, limits.maxContributions);
  }

  /**
   * Counts a report's events for a brand; what did not count, by reason. A sender (a page's token, its address)
   * counts an event once per token, and at most its share per row; without one (tests of the store) all count.
   */
  add(brand: string, events: HealthEvent[], now: number, from?: Sender): Partial<Record<DropReason, number>> {
    this.prune(now);
    const minute = Math.floor(now / 60_000);
    const dropped: Partial<Record<DropReason, number>> = {};
    const drop = (reason: DropReason) => (dropped[reason] = (dropped[reason] ?? 0) + 1);
    for (const event of events) {
      const row = JSON.stringify([brand, event.remote, event.release, event.kind]);
      if (from && !this.given.take(`${row}\u0000token:${from.token}`, 1, now)) {
        drop('told already');
        continue;
      }
      if (from && !this.given.take(`${row}\u0000source:${from.source}`, this.limits.perSourcePerRow, now)) {
        drop('over the address share');
        continue;
      }
      const key = JSON.stringify([brand, event.remote, event.release, event.kind, minute]);
      if (!this.counts.has(key)) {
        if ((this.perBrand.get(brand) ?? 0) >= this.limits.maxCountersPerBrand) {
          drop('brand full');
          continue;
        }
        this.perBrand.set(brand, (this.perBrand.get(brand) ?? 0) + 1);
      }
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
    return dropped;
  }

  /** The brand's counts over the retention period, one row per remote and release. */
  summary(brand: string, now: number): ReleaseHealth[] {
    this.prune(now);
    const rows = new Map<string, ReleaseHealth>();
    for (const [key, count] of this.counts) {
      const [of, remote, release, kind] = JSON.parse(key) as [string, string, string, HealthKind, number];
      if (of !== brand) continue;
      const id = `${remote} ${release}`;
      const row = rows.get(id) ?? { remote, release, 'load-failure': 0, fallback: 0, error: 0 };
      row[kind] += count;
      rows.set(id, row);
    }
    return [...rows.values()].sort((a, b) => a.remote.localeCompare(b.remote) || a.release.localeCompare(b.release));
  }

  /** How many counters are kept (the memory bound). */
  get size(): number {
    return this.counts.size;
  }

  private prune(now: number): void {
    const oldest = Math.floor((now - this.limits.retentionMs) / 60_000);
    for (const key of this.counts.keys()) {
      const minute = Number(key.slice(key.lastIndexOf(',') + 1, -1));
      if (minute > oldest) continue;
      this.counts.delete(key);
      const brand = (JSON.parse(key) as string[])[0]!;
      this.perBrand.set(brand, (this.perBrand.get(brand) ?? 1) - 1);
    }
  }
}

/** Why the operations endpoints turned a report, or part of one, away (decision 042). */
export interface Refusal {
  /** 'reports' (health) or 'vitals' */
  endpoint: 'reports' | 'vitals';
  reason: string;
  count: number;
}

/**
 * The reports refused or dropped, per brand, endpoint and reason, over the last hour: what an operator reads
 * beside the figures, so that a flood, a page without its token or a cap that bites is seen, not silent.
 */
export class RefusalCounts {
  private readonly counts = new Map<string, number>();
  private readonly retentionMs: number;
  constructor(retentionMs: number = DEFAULT_HEALTH_LIMITS.retentionMs) {
    this.retentionMs = retentionMs;
  }

  note(brand: string, endpoint: Refusal['endpoint'], reason: string, now: number, count = 1): void {
    if (count <= 0) return;
    this.prune(now);
    const key = JSON.stringify([brand, endpoint, reason, Math.floor(now / 60_000)]);
    // brands, endpoints and reasons are the server's own words, so the keys are few; a bound all the same
    if (!this.counts.has(key) && this.counts.size >= 50_000) return;
    this.counts.set(key, (this.counts.get(key) ?? 0) + count);
  }

  summary(brand: string, now: number): Refusal[] {
    this.prune(now);
    const rows = new Map<string, Refusal>();
    for (const [key, count] of this.counts) {
      const [of, endpoint, reason] = JSON.parse(key) as [string, Refusal['endpoint'], string];
      if (of !== brand) continue;
      const row = rows.get(`${endpoint} ${reason}`) ?? { endpoint, reason, count: 0 };
      row.count += count;
      rows.set(`${endpoint} ${reason}`, row);
    }
    return [...rows.values()].sort((a, b) => a.endpoint.localeCompare(b.endpoint) || a.reason.localeCompare(b.reason));
  }

  private prune(now: number): void {
    const oldest = Math.floor((now - this.retentionMs) / 60_000);
    for (const key of this.counts.keys()) if (Number(key.slice(key.lastIndexOf(',') + 1, -1)) <= oldest) this.counts.delete(key);
  }
}
