// Times are epoch milliseconds (the injected clock); money is integer paisa (1/100 taka).
export const SCHEMA_VERSION = 1;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS server_keys (
  name TEXT PRIMARY KEY,
  public_pem TEXT NOT NULL,
  private_pem TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  nickname TEXT,
  type INTEGER NOT NULL DEFAULT 0,
  vip_level INTEGER NOT NULL DEFAULT 0,
  email TEXT,
  dialing_code TEXT,
  mobile_num TEXT,
  upline_id INTEGER REFERENCES members(id),
  balance_paisa INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active',
  register_method TEXT,
  register_url TEXT,
  affiliate_code TEXT,
  recommender_id TEXT,
  reg_date INTEGER NOT NULL,
  last_login_at INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS members_username ON members (merchant_code, username COLLATE NOCASE);
CREATE UNIQUE INDEX IF NOT EXISTS members_mobile ON members (merchant_code, dialing_code, mobile_num)
  WHERE mobile_num IS NOT NULL;

CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_member ON sessions (member_id);

CREATE TABLE IF NOT EXISTS captchas (
  id TEXT PRIMARY KEY,
  answer TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS login_failures (
  guard_key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failed_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  purpose TEXT NOT NULL,
  dialing_code TEXT NOT NULL,
  mobile_num TEXT NOT NULL,
  code TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS sms_codes_lookup ON sms_codes (merchant_code, purpose, dialing_code, mobile_num);

CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS outbox_captchas (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  captcha_id TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS announcements (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  type TEXT NOT NULL,
  group_name TEXT,
  title_bn TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_bn TEXT NOT NULL,
  content_en TEXT NOT NULL,
  start_date INTEGER NOT NULL,
  end_date INTEGER,
  no_expiry INTEGER NOT NULL DEFAULT 0,
  category_ids TEXT NOT NULL DEFAULT '[]',
  images TEXT NOT NULL DEFAULT '[]',
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS inbox_mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  title_bn TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_bn TEXT NOT NULL,
  content_en TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS inbox_member ON inbox_mails (member_id, is_read);

CREATE TABLE IF NOT EXISTS affiliate_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  merchant_code TEXT NOT NULL,
  agent_id INTEGER NOT NULL REFERENCES members(id),
  active INTEGER NOT NULL DEFAULT 1
);
`;
