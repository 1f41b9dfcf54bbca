// The agency centre's tables. They came after schema version 1, so ensureAgentData creates and seeds them
// in an older database file too. Days are Dhaka day indexes (records/period.ts); money is integer paisa.
export const AGENT_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS agent_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- The presence service's mark: a member shown online without a live session here (seeded players).
CREATE TABLE IF NOT EXISTS member_presence (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  online INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS agent_contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  agent_id INTEGER NOT NULL REFERENCES members(id),
  -- the upline who offers it; null: the platform (a top-level agent's contracts)
  offered_by INTEGER REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY')),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'SIGNED', 'REJECTED', 'SUPERSEDED')),
  -- JSON: the tiers (money in paisa, rates in basis points) and the conditions
  terms TEXT NOT NULL,
  start_day INTEGER NOT NULL,
  end_day INTEGER NOT NULL,
  offered_at INTEGER NOT NULL,
  answered_at INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS agent_contracts_pending ON agent_contracts (agent_id, kind) WHERE status = 'PENDING';
CREATE UNIQUE INDEX IF NOT EXISTS agent_contracts_signed ON agent_contracts (agent_id, kind) WHERE status = 'SIGNED';

-- Settled dividend periods. A closed period without a row is pending settlement; see dividends.ts.
CREATE TABLE IF NOT EXISTS agent_dividends (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  agent_id INTEGER NOT NULL REFERENCES members(id),
  contract_id INTEGER NOT NULL REFERENCES agent_contracts(id),
  start_day INTEGER NOT NULL,
  end_day INTEGER NOT NULL,
  team_loss_paisa INTEGER NOT NULL,
  active_members INTEGER NOT NULL,
  rate_bp INTEGER NOT NULL,
  amount_paisa INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PAID', 'NONE')),
  ledger_entry_id INTEGER REFERENCES ledger_entries(id),
  settled_at INTEGER NOT NULL,
  UNIQUE (agent_id, start_day)
);

CREATE TABLE IF NOT EXISTS agent_notice_reads (
  member_id INTEGER NOT NULL REFERENCES members(id),
  announcement_id INTEGER NOT NULL,
  read_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);
`;
