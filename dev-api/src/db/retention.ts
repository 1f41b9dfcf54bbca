import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './transaction.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A table that only grows with traffic, and how long its rows are kept (issue 13 finding 15). A row goes when
 * `column` (a time in epoch ms) is older than `keepHours`, and beyond the newest `maxRows` where a cap is
 * set. Members' own records (money, orders, mail) are never here: they are kept for good.
 */
export interface RetentionRule {
  table: string;
  column: string;
  keepHours: number;
  maxRows?: number;
}

/** The defaults; RETENTION_HOURS_<TABLE> and RETENTION_MAX_ROWS_<TABLE> (upper case) change one for an operator. */
export const DEFAULT_RETENTION: RetentionRule[] = [
  // dead sessions (expires_at passed a day ago); a live one slides its expiry forward and stays
  { table: 'sessions', column: 'expires_at', keepHours: 24 },
  { table: 'captchas', column: 'expires_at', keepHours: 1 },
  // a remember-me series past its end (spent tokens are kept until then: showing one again ends the series)
  { table: 'remember_tokens', column: 'expires_at', keepHours: 24 },
  // past the longest window a limit counts codes over
  { table: 'sms_codes', column: 'expires_at', keepHours: 48 },
  { table: 'login_failures', column: 'last_failed_at', keepHours: 24 },
  { table: 'mc_password_failures', column: 'first_failed_at', keepHours: 24 },
  // a repeated submit is answered from its stored reply for a day, as payment APIs keep keys
  { table: 'cashier_idempotency', column: 'created_at', keepHours: 24 },
  // the dev outbox (codes a developer or a test reads): a week, and the newest 10,000
  { table: 'outbox', column: 'created_at', keepHours: 7 * 24, maxRows: 10_000 },
  { table: 'outbox_captchas', column: 'created_at', keepHours: 24, maxRows: 10_000 },
];

/** How often the pipeline prunes (by the API's clock); also once when the database opens. */
export const PRUNE_EVERY_MS = 10 * 60 * 1000;

function envNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = Number(env[name]);
  return env[name] !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function retentionRules(env: NodeJS.ProcessEnv = process.env, rules = DEFAULT_RETENTION): RetentionRule[] {
  return rules.map((rule) => {
    const suffix = rule.table.toUpperCase();
    const maxRows = envNumber(env, `RETENTION_MAX_ROWS_${suffix}`) ?? rule.maxRows;
    return { ...rule, keepHours: envNumber(env, `RETENTION_HOURS_${suffix}`) ?? rule.keepHours, ...(maxRows ? { maxRows } : {}) };
  });
}

const tableExists = (db: DatabaseSync, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;

/** Deletes what the rules no longer keep; answers how many rows went from each table. */
export function pruneOldRows(db: DatabaseSync, now: number, rules: RetentionRule[] = retentionRules()): Record<string, number> {
  const removed: Record<string, number> = {};
  inTransaction(db, () => {
    for (const rule of rules) {
      if (!tableExists(db, rule.table)) continue;
      let count = Number(db.prepare(`DELETE FROM ${rule.table} WHERE ${rule.column} < ?`).run(now - rule.keepHours * HOUR).changes);
      if (rule.maxRows) {
        count += Number(
          db
            .prepare(
              `DELETE FROM ${rule.table} WHERE rowid IN (SELECT rowid FROM ${rule.table} ORDER BY ${rule.column} DESC, rowid DESC LIMIT -1 OFFSET ?)`,
            )
            .run(Math.floor(rule.maxRows)).changes,
        );
      }
      removed[rule.table] = count;
    }
  });
  return removed;
}

const lastPruned = new WeakMap<DatabaseSync, number>();

/** Prunes when PRUNE_EVERY_MS has passed since the last time for this database: cheap to call on every request. */
export function pruneWhenDue(db: DatabaseSync, now: number): void {
  const last = lastPruned.get(db);
  if (last !== undefined && now - last < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now);
  try {
    pruneOldRows(db, now);
  } catch (error) {
    // housekeeping must never fail the request that happened to trigger it (a busy shared file, say)
    console.error('[dev-api] pruning failed', error);
  }
}
