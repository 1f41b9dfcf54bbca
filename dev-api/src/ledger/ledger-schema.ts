// The ledger's table. It came after schema version 1, so ensureLedger creates it in an older file too.
// Rows are never updated or deleted: a correction is a new `adjust` row.
export const LEDGER_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS ledger_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  amount_paisa INTEGER NOT NULL,
  balance_after_paisa INTEGER NOT NULL CHECK (balance_after_paisa >= 0),
  status TEXT NOT NULL DEFAULT 'posted',
  idempotency_key TEXT,
  reference TEXT,
  note TEXT,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS ledger_entries_idempotency ON ledger_entries (member_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS ledger_entries_member_time ON ledger_entries (member_id, created_at, id);
CREATE INDEX IF NOT EXISTS ledger_entries_reference ON ledger_entries (reference) WHERE reference IS NOT NULL;
`;
