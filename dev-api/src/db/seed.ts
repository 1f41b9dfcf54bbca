import type { DatabaseSync } from 'node:sqlite';
import { seedAnnouncements } from './seed-announcements.ts';
import { seedInbox } from './seed-inbox.ts';
import { seedMembers } from './seed-members.ts';

/** Fills a freshly created database; dates are relative to the moment of seeding. */
export function seedDatabase(db: DatabaseSync, now: number): void {
  const memberIds = seedMembers(db, now);
  seedAnnouncements(db, now);
  seedInbox(db, memberIds, now);
}
