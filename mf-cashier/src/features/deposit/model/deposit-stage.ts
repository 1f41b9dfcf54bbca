import type { Deposit } from '../api/deposit-types.ts';

/**
 * What the player has to see for a request: its payment step (pay and send the proof), the wait for the
 * operator, or how it ended. A window that ran out on this phone counts as expired even before the
 * platform's next answer says so.
 */
export type DepositStage = 'pay' | 'gateway' | 'waiting' | 'approved' | 'rejected' | 'expired';

export function depositStage(deposit: Pick<Deposit, 'status' | 'flow' | 'proofSubmitted'>, windowOver = false): DepositStage {
  if (deposit.status !== 'pending') return deposit.status;
  if (deposit.proofSubmitted) return 'waiting';
  if (windowOver) return 'expired';
  return deposit.flow === 'gateway' ? 'gateway' : 'pay';
}

/** How often a request that waits for the operator is asked about (ms), while the page is visible. */
export const STATUS_POLL_MS = 5000;

/** The stages in which the platform may still change the request by itself. */
export const isOpenStage = (stage: DepositStage) => stage === 'waiting' || stage === 'gateway';
