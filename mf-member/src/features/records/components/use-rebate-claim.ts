import { errorText, events, isApiError, queryCache, useMutation } from '@wl/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimRebate, type ClaimableRebate } from '../api/records-api.ts';

/** One claim of the manual rebate at a time, the figures it was made from, and what to say of its refusal. */
export function useRebateClaim() {
  const { t } = useTranslation('member-records');
  const claim = useMutation((_: undefined, { idempotencyKey }) => claimRebate(idempotencyKey));
  // the figures a claim was made from: until the platform's new ones arrive the button stays off, or a second tap
  // between the answer and the reload would claim again (a new key) and be told there is nothing left
  const [claimedFrom, setClaimedFrom] = useState<ClaimableRebate | null>(null);

  const onClaim = async (from: ClaimableRebate) => {
    setClaimedFrom(from);
    try {
      await claim.mutate(undefined);
    } catch {
      // the error is shown from claim.error, as claimError
    }
    // paid or refused, the figures may have moved: show the platform's
    queryCache.invalidate(['member-records']);
    events.emit('wallet:refresh');
  };

  const claimError = claim.error
    ? isApiError(claim.error) && claim.error.code === 'REBATE_NOTHING_TO_CLAIM'
      ? t('manual.nothing')
      : errorText(isApiError(claim.error) ? claim.error.code : undefined, (claim.error as Error).message)
    : null;

  return { pending: claim.isPending, paid: claim.data, claimError, claimedFrom, onClaim };
}

export type RebateClaim = ReturnType<typeof useRebateClaim>;
