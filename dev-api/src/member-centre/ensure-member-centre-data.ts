import type { DatabaseSync } from 'node:sqlite';
import { recordDataVersion, storedDataVersion } from '../db/data-version.ts';
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

const storedVersion = (db: DatabaseSync) => storedDataVersion(db, 'mc_meta');

/** Brings the member centre's tables and seed to the current version; then the lobby mirrors its statuses. */
export function ensureMemberCentreData(db: DatabaseSync, now: number): void {
  for (let version = storedVersion(db); version < MIGRATIONS.length; version = storedVersion(db)) {
    inTransaction(db, () => {
      // Read again under the write lock: another process sharing the file may have run this step.
      const current = storedVersion(db);
      if (current !== version) return;
      MIGRATIONS[version]!(db, now);
      recordDataVersion(db, 'mc_meta', version + 1);
    });
  }
  // A lobby reseed rewrites lobby_promo_status from its own seed: the reward centre's statuses win.
  inTransaction(db, () => mirrorStatuses(db));
}
