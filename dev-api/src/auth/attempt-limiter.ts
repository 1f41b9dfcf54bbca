import type { LimitRule } from './auth-limits.ts';

interface Entry {
  count: number;
  windowEnds: number;
  lockedUntil: number;
}

const MAX_KEYS = 50_000;

/**
 * Counts events per key in fixed windows; the event that reaches a rule's max locks the key for one
 * window. In memory: a restart forgets the counts, which an attacker cannot cause, and the table
 * holds no member data.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, Entry>();

  /** When the first of these keys that is locked may try again; null when none is locked. */
  lockedUntil(keys: string[], now: number): number | null {
    let until: number | null = null;
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry && entry.lockedUntil > now) until = Math.max(until ?? 0, entry.lockedUntil);
    }
    return until;
  }

  /** Counts one event; true when it locked the key. */
  record(key: string, rule: LimitRule, now: number): boolean {
    let entry = this.entries.get(key);
    if (!entry || entry.windowEnds <= now) {
      if (this.entries.size >= MAX_KEYS) this.prune(now);
      entry = { count: 0, windowEnds: now + rule.windowMs, lockedUntil: entry?.lockedUntil ?? 0 };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (entry.count < rule.max) return false;
    entry.lockedUntil = now + rule.windowMs;
    entry.count = 0;
    entry.windowEnds = entry.lockedUntil;
    return true;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.windowEnds <= now && entry.lockedUntil <= now) this.entries.delete(key);
    // still full of live keys (a flood of addresses): the oldest go first, as Map keeps insertion order
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_KEYS) break;
      this.entries.delete(key);
    }
  }
}
