// Bet records and rebate claims. They came after schema version 1, so ensureAgentData (agent/) creates
// and seeds them in an older database file too. Times are epoch ms; money is integer paisa.
//
// A bet is settled in the vendor's game wallet, so it is not a row of the main wallet's ledger: the
// ledger carries deposits, withdrawals, bonuses and rebates, and profit and loss reads both.
export const RECORDS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS rebate_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  amount_paisa INTEGER NOT NULL CHECK (amount_paisa > 0),
  valid_bet_paisa INTEGER NOT NULL,
  bet_count INTEGER NOT NULL,
  -- set in the same transaction, once the ledger row (which names this claim) exists
  ledger_entry_id INTEGER REFERENCES ledger_entries(id),
  idempotency_key TEXT,
  claimed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rebate_claims_member ON rebate_claims (member_id, claimed_at);
CREATE UNIQUE INDEX IF NOT EXISTS rebate_claims_key ON rebate_claims (member_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE IF NOT EXISTS bets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  vendor TEXT NOT NULL,
  game_type TEXT NOT NULL,
  node_id INTEGER,
  game_name TEXT NOT NULL,
  bet_paisa INTEGER NOT NULL CHECK (bet_paisa > 0),
  valid_bet_paisa INTEGER NOT NULL CHECK (valid_bet_paisa >= 0),
  win_paisa INTEGER NOT NULL DEFAULT 0 CHECK (win_paisa >= 0),
  rebate_paisa INTEGER NOT NULL DEFAULT 0 CHECK (rebate_paisa >= 0),
  status TEXT NOT NULL CHECK (status IN ('SETTLED', 'UNSETTLED', 'CANCELLED')),
  bet_at INTEGER NOT NULL,
  settled_at INTEGER,
  rebate_claim_id INTEGER REFERENCES rebate_claims(id)
);
CREATE INDEX IF NOT EXISTS bets_member_time ON bets (member_id, bet_at);
CREATE INDEX IF NOT EXISTS bets_unclaimed ON bets (member_id, settled_at) WHERE rebate_claim_id IS NULL AND valid_bet_paisa > 0;
`;
