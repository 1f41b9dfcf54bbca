// The ledger's public face: every money movement of the dev API goes through postMovement.
export { LEDGER_KIND_NAMES, LEDGER_KINDS, isLedgerKind, type LedgerKind } from './kinds.ts';
export { LEDGER_SCHEMA_SQL } from './ledger-schema.ts';
export { ensureLedger, OPENING_NOTE } from './ensure-ledger.ts';
export { appendMovements, type SeedMovement } from './append-movements.ts';
export { listMovements, type MovementPage, type MovementQuery } from './list-movements.ts';
export {
  balanceOf,
  findEntry,
  inLedgerTransaction,
  ledgerSum,
  postMovement,
  postRequestMovement,
  settleHold,
  unbalancedMembers,
  type EntryStatus,
  type LedgerEntry,
  type Movement,
} from './post-movement.ts';
