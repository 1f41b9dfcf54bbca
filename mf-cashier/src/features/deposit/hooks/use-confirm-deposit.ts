import { queryCache, useMutation } from '@wl/kit';
import { depositApi, depositKeys, type DepositProof } from '../api/deposit-api.ts';

/** Sends the proof of a manual payment once; the request then waits for the operator. */
export function useConfirmDeposit() {
  return useMutation(async (proof: DepositProof, { idempotencyKey }) => {
    const deposit = await depositApi.confirmTransfer(proof, idempotencyKey);
    queryCache.setData(depositKeys.detail(deposit.id), () => deposit);
    return deposit;
  });
}
