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
const DEFAULT_RETENTION: RetentionRule[] = [
  // dead sessions (expires_at passed a day ago); a live one slides its expiry forward and stays
  { table: 'sessions', column: 'expires_at', keepHours: 24 },
  { table: 'captchas', column: 'expires_at', keepHours: 1 },
  // a remember-me series past its end (spent tokens are kept until then: showing one again ends the series)
  { table: 'remember_tokens', column: 'expires_at', keepHours: 24 },
  // past the longest window a limit counts codes over
  { table: 'sms_codes', column: 'expires_at', keepHours: 48 },
  { table: 'login_failures', column: 'last_failed_at', keepHours: 24 },
  { table: 'mc_password_failures', column: 'first_failed_at', keepHours: 24 },
  // credential guesses a day after their window (decision 023); a flood of addresses cannot grow it past the cap
  { table: 'credential_attempts', column: 'window_ends', keepHours: 24, maxRows: 200_000 },
  // the sizes the day's picture budget adds up (MEDIA_BYTES_PER_DAY)
  { table: 'mc_media_uploads', column: 'created_at', keepHours: 48 },
  // a repeated submit is answered from its stored reply for a day, as payment APIs keep keys
  { table: 'cashier_idempotency', column: 'created_at', keepHours: 24 },
  // the dev outbox (codes a developer or a test reads): a week, and the newest 10,000
  { table: 'outbox', column: 'created_at', keepHours: 7 * 24, maxRows: 10_000 },
  { table: 'outbox_captchas', column: 'created_at', keepHours: 24, maxRows: 10_000 },
];

/**
 * What a member leaves behind that only grows and that no money record needs (issue 21 finding 3): feedback
 * pictures after 90 days (the case is long closed by then), trial accounts a day after they were made (a trial
 * session lives at most 12 hours) with everything they made. RETENTION_HOURS_<NAME> changes one.
 */
const MEMBER_RETENTION = { FEEDBACK_PICTURES: 90 * 24, TRIAL_MEMBERS: 24 } as const;

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

const hoursOf = (name: keyof typeof MEMBER_RETENTION, env: NodeJS.ProcessEnv) =>
  envNumber(env, `RETENTION_HOURS_${name}`) ?? MEMBER_RETENTION[name];

const tableExists = (db: DatabaseSync, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;

/** Deletes what the rules no longer keep; answers how many rows went from each table. */
export function pruneOldRows(
  db: DatabaseSync,
  now: number,
  rules: RetentionRule[] = retentionRules(),
  env: NodeJS.ProcessEnv = process.env,
): Record<string, number> {
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
    if (tableExists(db, 'mc_feedback_images'))
      removed.feedback_pictures = pruneFeedbackPictures(db, now - hoursOf('FEEDBACK_PICTURES', env) * HOUR);
    if (tableExists(db, 'members'))
      removed.trial_members = deleteMembers(db, `type = 4 AND reg_date < ${Math.floor(now - hoursOf('TRIAL_MEMBERS', env) * HOUR)}`);
  });
  return removed;
}

function pruneFeedbackPictures(db: DatabaseSync, before: number): number {
  const old = `SELECT id FROM mc_media WHERE purpose = 'feedback' AND created_at < ${Math.floor(before)}`;
  db.exec(`DELETE FROM mc_feedback_images WHERE media_id IN (${old})`);
  return Number(db.prepare(`DELETE FROM mc_media WHERE id IN (${old})`).run().changes);
}

interface Reference {
  table: string;
  column: string;
  /** the referenced column of the parent */
  to: string;
}

/** Who points at `parent`: declared foreign keys, and a member_id column that declares none. */
function referencesTo(db: DatabaseSync, parent: string): Reference[] {
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]
  ).map((row) => row.name);
  const found: Reference[] = [];
  for (const table of tables) {
    if (table === parent) continue;
    const keys = db.prepare(`PRAGMA foreign_key_list("${table}")`).all() as { table: string; from: string; to: string | null }[];
    for (const key of keys) if (key.table === parent) found.push({ table, column: key.from, to: key.to ?? 'id' });
    if (parent === 'members' && !keys.some((key) => key.from === 'member_id')) {
      const columns = db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[];
      if (columns.some((column) => column.name === 'member_id')) found.push({ table, column: 'member_id', to: 'id' });
    }
  }
  return found;
}

/** Deletes the rows of `table` matching `where`, and first every row that points at them, however deep. */
function deleteCascading(db: DatabaseSync, table: string, where: string, path: string[]): number {
  for (const ref of referencesTo(db, table)) {
    if (path.includes(ref.table)) continue;
    deleteCascading(db, ref.table, `"${ref.column}" IN (SELECT "${ref.to}" FROM "${table}" WHERE ${where})`, [...path, ref.table]);
  }
  return Number(db.prepare(`DELETE FROM "${table}" WHERE ${where}`).run().changes);
}

/** Members matching `where` (a condition on members' own columns), with every row of theirs in any table. */
function deleteMembers(db: DatabaseSync, where: string): number {
  if (!db.prepare(`SELECT 1 FROM members WHERE ${where} LIMIT 1`).get()) return 0;
  return deleteCascading(db, 'members', `id IN (SELECT id FROM members WHERE ${where})`, ['members']);
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
