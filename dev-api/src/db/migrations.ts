import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './transaction.ts';

/**
 * Versioned schema migrations (issue 13 finding 14). Each area lists its steps; step N runs once per database,
 * in its own transaction, and is recorded in `schema_migrations`. A step only adds (tables, columns, rows):
 * nothing a member did is ever dropped. A later change is a new step at the end, never an edit of an old one.
 */
export type MigrationStep = (db: DatabaseSync, now: number) => void;

const MIGRATIONS_SQL = `CREATE TABLE IF NOT EXISTS schema_migrations (
  area TEXT NOT NULL,
  step INTEGER NOT NULL,
  applied_at INTEGER NOT NULL,
  PRIMARY KEY (area, step)
)`;

/** How many steps of the area this database has had. */
export function appliedSteps(db: DatabaseSync, area: string): number {
  db.exec(MIGRATIONS_SQL);
  const row = db.prepare('SELECT MAX(step) AS step FROM schema_migrations WHERE area = ?').get(area) as { step: number | null };
  return row.step ?? 0;
}

function record(db: DatabaseSync, area: string, step: number, now: number): void {
  db.prepare('INSERT INTO schema_migrations (area, step, applied_at) VALUES (?, ?, ?)').run(area, step, now);
}

/**
 * Runs the area's steps this database has not had. `adopt` says how many steps a file made before the migrations
 * table already has (read from the area's older version marker); they are recorded without running.
 */
export function runMigrations(
  db: DatabaseSync,
  area: string,
  steps: MigrationStep[],
  now: number,
  adopt?: (db: DatabaseSync) => number,
): void {
  if (appliedSteps(db, area) === 0 && adopt) {
    inTransaction(db, () => {
      if (appliedSteps(db, area) !== 0) return;
      const had = Math.min(adopt(db), steps.length);
      for (let step = 1; step <= had; step++) record(db, area, step, now);
    });
  }
  for (let done = appliedSteps(db, area); done < steps.length; done = appliedSteps(db, area)) {
    inTransaction(db, () => {
      // Read again under the write lock: another process sharing the file may have run this step.
      if (appliedSteps(db, area) !== done) return;
      steps[done]!(db, now);
      record(db, area, done + 1, now);
    });
  }
}
