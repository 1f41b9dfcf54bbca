// Player protection's tables (prefix pp_, decision 033). Added by their own migration steps, so an older file
// gains them without a reseed.
export const PROTECTION_TABLES_SQL = `
CREATE TABLE IF NOT EXISTS pp_deposit_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  period TEXT NOT NULL,
  amount_paisa INTEGER,
  pending_at INTEGER,
  pending_amount_paisa INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, period)
);
CREATE TABLE IF NOT EXISTS pp_settings (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  reality_minutes INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS pp_exclusions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS pp_exclusions_member ON pp_exclusions (member_id, ends_at);
CREATE TABLE IF NOT EXISTS pp_logins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  session_token TEXT,
  device_id TEXT,
  device TEXT NOT NULL,
  place TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE INDEX IF NOT EXISTS pp_logins_member ON pp_logins (member_id, created_at);
CREATE INDEX IF NOT EXISTS pp_logins_device ON pp_logins (device_id);
CREATE TABLE IF NOT EXISTS pp_security_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS pp_security_events_member ON pp_security_events (member_id, created_at);
`;
