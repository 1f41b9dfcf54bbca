import type { DatabaseSync } from 'node:sqlite';

export interface ProfileRow {
  member_id: number;
  payee_name: string | null;
  mobile_verified: number;
  avatar_media_id: number | null;
  updated_at: number;
}

export function findProfile(db: DatabaseSync, memberId: number): ProfileRow | undefined {
  return db.prepare('SELECT * FROM mc_profiles WHERE member_id = ?').get(memberId) as ProfileRow | undefined;
}

type ProfileChange = Partial<Pick<ProfileRow, 'payee_name' | 'mobile_verified' | 'avatar_media_id'>>;

/** Creates the member's profile row on first change; only the named columns change. */
export function updateProfile(db: DatabaseSync, memberId: number, change: ProfileChange, now: number): void {
  db.prepare('INSERT OR IGNORE INTO mc_profiles (member_id, updated_at) VALUES (?, ?)').run(memberId, now);
  for (const [column, value] of Object.entries(change) as [keyof ProfileChange, string | number | null][]) {
    // Column names come from the ProfileChange keys above, never from a request.
    db.prepare(`UPDATE mc_profiles SET ${column} = ?, updated_at = ? WHERE member_id = ?`).run(value, now, memberId);
  }
}
