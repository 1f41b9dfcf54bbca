// Remote health as the players' browsers see it (issue 23): each page reports a remote that failed to load, a
// canary that fell back to its stable release and an uncaught error, by remote and release. The reports carry
// no personal data and no token; they are counted per minute, kept an hour, and bounded in size, in rate and in
// memory, so that no page (or no one posing as one) can grow them without end.
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
  /** counters kept at most (a flood of made-up names cannot grow memory past it) */
  maxCounters: number;
}

export const DEFAULT_HEALTH_LIMITS: HealthLimits = {
  maxBytes: 8 * 1024,
  maxEvents: 20,
  // per address: many players share one behind a carrier's NAT, so the bound is loose; the store's own bounds hold the rest
  reportsPerMinute: 120,
  retentionMs: 60 * 60 * 1000,
  maxCounters: 20_000,
};

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

/** Counts per brand, remote, release, kind and minute, for the last retention period. */
export class HealthStore {
  private readonly counts = new Map<string, number>();
  private readonly limits: HealthLimits;
  constructor(limits: HealthLimits = DEFAULT_HEALTH_LIMITS) {
    this.limits = limits;
  }

  add(brand: string, events: HealthEvent[], now: number): void {
    this.prune(now);
    const minute = Math.floor(now / 60_000);
    for (const event of events) {
      const key = JSON.stringify([brand, event.remote, event.release, event.kind, minute]);
      if (!this.counts.has(key) && this.counts.size >= this.limits.maxCounters) return;
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
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
      if (minute <= oldest) this.counts.delete(key);
    }
  }
}
