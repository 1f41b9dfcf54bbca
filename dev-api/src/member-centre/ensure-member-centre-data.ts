import type { DatabaseSync } from 'node:sqlite';
import { storedDataVersion } from '../db/data-version.ts';
import { runMigrations, type MigrationStep } from '../db/migrations.ts';
import { inTransaction } from '../db/transaction.ts';
import { seedFeedback } from './feedback/seed-feedback.ts';
import { seedInboxMails } from './inbox/seed-inbox-mails.ts';
import { seedReferrals } from './referral/seed-referrals.ts';
import { mirrorStatuses } from './rewards/reward-repo.ts';
import { seedRewards } from './rewards/seed-rewards.ts';
import { MEDIA_UPLOADS_SQL, MEMBER_CENTRE_TABLES_SQL } from './schema.ts';
import { seedSecurity } from './security/seed-security.ts';
import { seedVipProgress } from './vip/seed-vip-progress.ts';

/** The member centre's migration steps (db/migrations.ts): each runs once; a later change is a new step. */
const MIGRATIONS: MigrationStep[] = [
  (db, now) => {
    db.exec(MEMBER_CENTRE_TABLES_SQL);
    seedInboxMails(db, now);
    seedVipProgress(db);
    seedReferrals(db, now);
    seedSecurity(db, now);
    seedFeedback(db, now);
    seedRewards(db, now);
  },
  // the day's byte budget of uploads (decision 023); step 1 of a new file made it already
  (db) => db.exec(MEDIA_UPLOADS_SQL),
];

/** Brings the member centre's tables and seed to the current version; then the lobby mirrors its statuses. */
export function ensureMemberCentreData(db: DatabaseSync, now: number): void {
  // A file from before the migrations table counted its steps in mc_meta.
  runMigrations(db, 'member-centre', MIGRATIONS, now, (old) => storedDataVersion(old, 'mc_meta'));
  // The reward centre's statuses win over the lobby's seeded ones (the lobby's seed predates them).
  inTransaction(db, () => mirrorStatuses(db));
}
