import { events, useMutation } from '@wl/kit';
import { paisaText } from '../../../lib/money.ts';
import { uplineApi } from '../api/upline-api.ts';

/** Sends the transfer once (one idempotency key per intended submit); the header's balance follows. */
export function useUplineTransfer() {
  return useMutation(async (request: { amountPaisa: number; pin: string }, { idempotencyKey }) => {
    const result = await uplineApi.transfer({ amount: paisaText(request.amountPaisa), paymentPassword: request.pin }, idempotencyKey);
    events.emit('wallet:refresh');
    return result;
  });
}
