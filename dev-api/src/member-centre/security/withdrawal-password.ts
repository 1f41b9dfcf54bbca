import type { DatabaseSync } from 'node:sqlite';

/**
 * Whether the member has set a withdrawal password. The cashier owns that secret; until its store is
 * merged this reads as not set.
 */
export function hasWithdrawalPassword(_db: DatabaseSync, _memberId: number): boolean {
  return false;
}
