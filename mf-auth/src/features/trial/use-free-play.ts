import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, getRuntimeConfig, toast, useMutation, useSessionStore } from '@wl/kit';
import { authApi, toSession } from '../../lib/auth-api.ts';

/**
 * Free play (FREEPLAY3): a trial account on the trial merchant. The session is stored with the trial
 * merchant and the trial user's name (setSession's trial option), so every later call sends BDWL_TRIAL.
 * One request however often it is tapped; a failure's toast (from the HTTP layer) replaces the loading one.
 */
export function useFreePlay(onSuccess: () => void) {
  const { t } = useTranslation('common');
  const play = useMutation<void, void>(async () => {
    const loading = toast.loading(t('in_please_wait'), TOAST_DURATION.loading);
    const merchant = getRuntimeConfig().trialMerchantCode;
    const value = await authApi.freePlay(merchant).finally(() => loading.close());
    useSessionStore.getState().setSession(toSession(value, merchant), { trial: true });
    onSuccess();
  });
  const { mutate } = play;
  const start = useCallback(() => mutate().catch(() => undefined), [mutate]);
  return { start, pending: play.isPending };
}
