import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../config/merchants.ts';
import { findMemberByUsername } from '../members/member-repo.ts';
import { LINKED_TEST_USERNAME, SOCIAL_PROVIDERS, returningIdentity, type SocialProvider } from './idp-config.ts';

// Which member a provider's account (provider, sub) signs in as. Added to a database of any age.
const SOCIAL_LINKS_SQL = `
CREATE TABLE IF NOT EXISTS social_links (
  merchant_code TEXT NOT NULL,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, provider, subject)
);
CREATE INDEX IF NOT EXISTS social_links_member ON social_links (member_id);
`;

/** Creates the table and links the first test identity of each provider to demo02 (a returning player). */
export function ensureSocialLinks(db: DatabaseSync, now: number): void {
  db.exec(SOCIAL_LINKS_SQL);
  const member = findMemberByUsername(db, MAIN_MERCHANT, LINKED_TEST_USERNAME);
  if (!member) return;
  const insert = db.prepare(
    'INSERT OR IGNORE INTO social_links (merchant_code, provider, subject, member_id, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const provider of SOCIAL_PROVIDERS) insert.run(MAIN_MERCHANT, provider, returningIdentity(provider).sub, member.id, now);
}

export function linkedMemberId(db: DatabaseSync, merchantCode: string, provider: SocialProvider, subject: string): number | null {
  const row = db
    .prepare('SELECT member_id FROM social_links WHERE merchant_code = ? AND provider = ? AND subject = ?')
    .get(merchantCode, provider, subject) as { member_id: number } | undefined;
  return row?.member_id ?? null;
}

export function linkMember(
  db: DatabaseSync,
  merchantCode: string,
  provider: SocialProvider,
  subject: string,
  memberId: number,
  now: number,
) {
  db.prepare('INSERT INTO social_links (merchant_code, provider, subject, member_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
    merchantCode,
    provider,
    subject,
    memberId,
    now,
  );
}
