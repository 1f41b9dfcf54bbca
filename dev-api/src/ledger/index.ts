// The ledger's public face: every money movement of the dev API goes through postMovement.
export { LEDGER_KIND_NAMES, LEDGER_KINDS, isLedgerKind, type LedgerKind } from './kinds.ts';
export { ensureLedger, OPENING_NOTE } from './ensure-ledger.ts';
export { appendMovements, type SeedMovement } from './append-movements.ts';
export { listMovements } from './list-movements.ts';
export {
  balanceOf,
  inLedgerTransaction,
  ledgerSum,
  postMovement,
  postRequestMovement,
  settleHold,
  unbalancedMembers,
} from './post-movement.ts';
