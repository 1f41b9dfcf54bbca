import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { seedFeedback } from './feedback/seed-feedback.ts';
import { seedInboxMails } from './inbox/seed-inbox-mails.ts';
import { seedReferrals } from './referral/seed-referrals.ts';
import { mirrorStatuses } from './rewards/reward-repo.ts';
import { seedRewards } from './rewards/seed-rewards.ts';
import { MEMBER_CENTRE_TABLES_SQL } from './schema.ts';
import { seedSecurity } from './security/seed-security.ts';
import { seedVipProgress } from './vip/seed-vip-progress.ts';

/**
 * Numbered steps, each run once per database in its own transaction. A step only adds (tables,
 * columns, seed rows): nothing a member did is ever dropped. A later change is a new step.
 */
const MIGRATIONS: ((db: DatabaseSync, now: number) => void)[] = [
  (db, now) => {
    db.exec(MEMBER_CENTRE_TABLES_SQL);
    seedInboxMails(db, now);
    seedVipProgress(db);
    seedReferrals(db, now);
    seedSecurity(db, now);
    seedFeedback(db, now);
    seedRewards(db, now);
  },
];

export const MEMBER_CENTRE_VERSION = MIGRATIONS.length;

function storedVersion(db: DatabaseSync): number {
  const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'mc_meta'").get();
  if (!table) return 0;
  const row = db.prepare("SELECT value FROM mc_meta WHERE key = 'version'").get() as { value: string } | undefined;
  return row ? Number(row.value) : 0;
}

/** Brings the member centre's tables and seed to the current version; then the lobby mirrors its statuses. */
export function ensureMemberCentreData(db: DatabaseSync, now: number): void {
  for (let version = storedVersion(db); version < MIGRATIONS.length; version = storedVersion(db)) {
    inTransaction(db, () => {
      // Read again under the write lock: another process sharing the file may have run this step.
      const current = storedVersion(db);
      if (current !== version) return;
      MIGRATIONS[version]!(db, now);
      db.prepare("INSERT INTO mc_meta (key, value) VALUES ('version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(
        String(version + 1),
      );
    });
  }
  // A lobby reseed rewrites lobby_promo_status from its own seed: the reward centre's statuses win.
  inTransaction(db, () => mirrorStatuses(db));
}
