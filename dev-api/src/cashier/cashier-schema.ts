// The cashier's tables. They came after schema version 1: ensureCashierData creates them in an older file.
// Money is integer paisa, times epoch milliseconds. Migrations only add: member data is never dropped.

export const CASHIER_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS cashier_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS payment_passwords (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  password_hash TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS bank_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('ewallet', 'bank')),
  provider_code TEXT NOT NULL,
  account_number TEXT NOT NULL,
  payee_name TEXT,
  created_at INTEGER NOT NULL,
  withdrawable_from INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS bank_cards_unique ON bank_cards (member_id, provider_code, account_number);

CREATE TABLE IF NOT EXISTS deposit_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  channel_code TEXT NOT NULL,
  flow TEXT NOT NULL,
  amount_paisa INTEGER NOT NULL CHECK (amount_paisa > 0),
  promo_id INTEGER,
  bonus_paisa INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
  reference TEXT NOT NULL UNIQUE,
  bank_code TEXT,
  sender_number TEXT,
  trx_id TEXT,
  payer_name TEXT,
  proof_at INTEGER,
  gateway_session TEXT UNIQUE,
  return_url TEXT,
  reason TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  closed_at INTEGER
);
CREATE INDEX IF NOT EXISTS deposit_requests_member ON deposit_requests (member_id, created_at);
CREATE INDEX IF NOT EXISTS deposit_requests_status ON deposit_requests (status, expires_at);
CREATE UNIQUE INDEX IF NOT EXISTS deposit_requests_trx ON deposit_requests (channel_code, trx_id)
  WHERE trx_id IS NOT NULL AND status IN ('pending', 'approved');

CREATE TABLE IF NOT EXISTS withdrawal_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  bank_card_id INTEGER NOT NULL REFERENCES bank_cards(id),
  amount_paisa INTEGER NOT NULL CHECK (amount_paisa > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'rejected')),
  hold_entry_id INTEGER REFERENCES ledger_entries(id),
  reason TEXT,
  created_at INTEGER NOT NULL,
  closed_at INTEGER
);
CREATE INDEX IF NOT EXISTS withdrawal_requests_member ON withdrawal_requests (member_id, created_at);
CREATE INDEX IF NOT EXISTS withdrawal_requests_status ON withdrawal_requests (status);

CREATE TABLE IF NOT EXISTS upline_transfers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  upline_id INTEGER NOT NULL REFERENCES members(id),
  amount_paisa INTEGER NOT NULL CHECK (amount_paisa > 0),
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS cashier_idempotency (
  member_id INTEGER NOT NULL REFERENCES members(id),
  idempotency_key TEXT NOT NULL,
  operation TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  reply TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, idempotency_key)
);
`;
