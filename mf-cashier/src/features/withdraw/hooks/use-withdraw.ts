import { events, useMutation } from '@wl/kit';
import { paisaText } from '../../../lib/money.ts';
import { withdrawApi } from '../api/withdraw-api.ts';

/**
 * Sends a withdrawal once (one idempotency key per intended submit, kept across a network failure). The
 * platform holds the amount at once; the header's balance follows through the wallet-refresh event.
 */
export function useWithdraw() {
  return useMutation(async (request: { amountPaisa: number; accountId: number; pin: string }, { idempotencyKey }) => {
    const result = await withdrawApi.withdraw(
      { amount: paisaText(request.amountPaisa), bankCardId: request.accountId, paymentPassword: request.pin },
      idempotencyKey,
    );
    events.emit('wallet:refresh');
    return result;
  });
}
