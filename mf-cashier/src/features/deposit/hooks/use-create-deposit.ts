import { noteServerTime, queryCache, useMutation, useNavigate, withQuery } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { leaveForPayment } from '../../../lib/leave-page.ts';
import { paisaText } from '../../../lib/money.ts';
import { depositApi, depositKeys } from '../api/deposit-api.ts';
import type { Deposit, DepositChannel } from '../api/deposit-types.ts';

export interface NewDeposit {
  channel: DepositChannel;
  amountPaisa: number;
  promoId: number | null;
  bankCode: string | null;
}

/**
 * Sends a deposit request once (one idempotency key per intended submit, kept for a retry after a network
 * failure). A manual request opens its payment step (its id in the address, so a reload comes back to it);
 * a gateway request leaves for the payment page, which returns to /m/voucherCenter with the result.
 */
export function useCreateDeposit() {
  const navigate = useNavigate();
  return useMutation(async (deposit: NewDeposit, { idempotencyKey }): Promise<Deposit> => {
    const common = {
      channelCode: deposit.channel.code,
      amount: paisaText(deposit.amountPaisa),
      ...(deposit.promoId ? { promoId: deposit.promoId } : {}),
    };
    const created =
      deposit.channel.flow === 'gateway'
        ? await depositApi.gateway({ ...common, returnUrl: paths.deposit }, idempotencyKey)
        : await depositApi.manualTransfer({ ...common, ...(deposit.bankCode ? { bankCode: deposit.bankCode } : {}) }, idempotencyKey);
    // a new request's createdAt is the platform's "now": the payment window counts on that clock
    noteServerTime(created.createdAt);
    queryCache.setData(depositKeys.detail(created.id), () => created);
    // the room under the member's deposit limits has shrunk
    queryCache.invalidate(depositKeys.limits);
    if (created.flow === 'gateway' && created.payUrl) leaveForPayment(created.payUrl);
    else navigate(withQuery(paths.deposit, { depositId: created.id }));
    return created;
  });
}
