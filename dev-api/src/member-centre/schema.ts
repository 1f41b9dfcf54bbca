// The member centre's tables (prefix mc_). They came after schema version 1, so ensureMemberCentreData
// adds them to any database by versioned migrations that only ever add: member data is never dropped.
// Times are epoch milliseconds; money is integer paisa.

export const MEDIA_UPLOADS_SQL = `CREATE TABLE IF NOT EXISTS mc_media_uploads (
  member_id INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mc_media_uploads_member ON mc_media_uploads (member_id, created_at)`;

export const MEMBER_CENTRE_TABLES_SQL = `
CREATE TABLE IF NOT EXISTS mc_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Uploaded pictures (profile pictures, feedback images), answered to their owner at /wps/member/media?file=<token>.<ext>.
CREATE TABLE IF NOT EXISTS mc_media (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  purpose TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);

-- Every upload's size, kept apart from the pictures: the day's byte budget (MEDIA_BYTES_PER_DAY) counts them.
${MEDIA_UPLOADS_SQL};

CREATE TABLE IF NOT EXISTS mc_profiles (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  payee_name TEXT,
  mobile_verified INTEGER NOT NULL DEFAULT 0,
  avatar_media_id INTEGER REFERENCES mc_media(id),
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS mc_security_answers (
  member_id INTEGER NOT NULL REFERENCES members(id),
  question_id INTEGER NOT NULL,
  answer_hash TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, question_id)
);

-- Wrong login-password guesses on security changes, per member (a window, then a wait).
CREATE TABLE IF NOT EXISTS mc_password_failures (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  failures INTEGER NOT NULL,
  first_failed_at INTEGER NOT NULL
);

-- Lifetime totals carried from before the ledger's history (the platform's archive).
CREATE TABLE IF NOT EXISTS mc_vip_progress (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  deposit_paisa INTEGER NOT NULL,
  valid_bet_paisa INTEGER NOT NULL
);

-- Referral history from before the ledger's history: a friend's first deposit and the bonus it paid.
CREATE TABLE IF NOT EXISTS mc_referral_archive (
  friend_id INTEGER PRIMARY KEY REFERENCES members(id),
  referrer_id INTEGER NOT NULL REFERENCES members(id),
  first_deposit_at INTEGER,
  bonus_paisa INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS mc_feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  type TEXT NOT NULL,
  remark TEXT NOT NULL,
  request_id TEXT,
  reply_bn TEXT,
  reply_en TEXT,
  replied_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mc_feedback_member ON mc_feedback (member_id, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS mc_feedback_request ON mc_feedback (member_id, request_id) WHERE request_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS mc_feedback_images (
  feedback_id INTEGER NOT NULL REFERENCES mc_feedback(id),
  media_id INTEGER NOT NULL REFERENCES mc_media(id),
  sequence INTEGER NOT NULL,
  PRIMARY KEY (feedback_id, sequence)
);

-- How a promotion is joined (AUTO: at once; REVIEW: an operator approves) and what kind it is.
CREATE TABLE IF NOT EXISTS mc_promotion_terms (
  announcement_id INTEGER PRIMARY KEY,
  join_mode TEXT NOT NULL DEFAULT 'AUTO',
  kind TEXT NOT NULL DEFAULT 'BONUS'
);

-- The member's standing in a promotion (the reward centre); the lobby's promotion list mirrors it.
CREATE TABLE IF NOT EXISTS mc_rewards (
  member_id INTEGER NOT NULL REFERENCES members(id),
  announcement_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  bonus_paisa INTEGER NOT NULL DEFAULT 0,
  claimed_at INTEGER,
  ledger_reference TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);
`;
