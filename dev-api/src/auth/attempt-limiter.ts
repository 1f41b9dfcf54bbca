import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import type { LimitRule } from './auth-limits.ts';

interface Entry {
  count: number;
  window_ends: number;
  locked_until: number;
}

/**
 * Counts events per key in fixed windows; the event that reaches a rule's max locks the key for one window.
 * Kept in SQLite (`credential_attempts`, decision 023): a crash or a restart must not hand out fresh guesses,
 * and a second process on the same file counts with this one. Pruned as a growing table (db/retention.ts).
 */
export class AttemptLimiter {
  private readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  private entry(key: string): Entry | undefined {
    return this.db.prepare('SELECT count, window_ends, locked_until FROM credential_attempts WHERE key = ?').get(key) as Entry | undefined;
  }

  /** When the first of these keys that is locked may try again; null when none is locked. */
  lockedUntil(keys: string[], now: number): number | null {
    let until: number | null = null;
    for (const key of keys) {
      const entry = this.entry(key);
      if (entry && entry.locked_until > now) until = Math.max(until ?? 0, entry.locked_until);
    }
    return until;
  }

  /** How many more events the key takes before it locks. */
  remaining(key: string, rule: LimitRule, now: number): number {
    const entry = this.entry(key);
    if (!entry || entry.window_ends <= now) return rule.max;
    return entry.locked_until > now ? 0 : Math.max(0, rule.max - entry.count);
  }

  /** Counts one event; true when it locked the key. */
  record(key: string, rule: LimitRule, now: number): boolean {
    const count = () => {
      const entry = this.entry(key);
      const fresh = !entry || entry.window_ends <= now;
      const next = fresh ? 1 : entry.count + 1;
      const locks = next >= rule.max;
      const windowEnds = locks ? now + rule.windowMs : fresh ? now + rule.windowMs : entry.window_ends;
      const lockedUntil = locks ? now + rule.windowMs : (entry?.locked_until ?? 0);
      this.db
        .prepare(`INSERT INTO credential_attempts (key, count, window_ends, locked_until) VALUES (?, ?, ?, ?)
          ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_ends = excluded.window_ends, locked_until = excluded.locked_until`)
        .run(key, locks ? 0 : next, windowEnds, lockedUntil);
      return locks;
    };
    // read and write as one step for another process on the file too; inside a caller's transaction, as part of it
    return this.db.isTransaction ? count() : inTransaction(this.db, count);
  }

  clear(key: string): void {
    this.db.prepare('DELETE FROM credential_attempts WHERE key = ?').run(key);
  }
}

export const CREDENTIAL_ATTEMPTS_SQL = `CREATE TABLE IF NOT EXISTS credential_attempts (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_ends INTEGER NOT NULL,
  locked_until INTEGER NOT NULL
)`;
