import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, getRuntimeConfig, toast, useSessionStore } from '@wl/shared';
import { authApi, toSession } from '../../lib/auth-api.ts';

/**
 * Free play (FREEPLAY3): a trial account on the trial merchant. The session is stored with the trial
 * merchant and the trial user's name (setSession's trial option), so every later call sends BDWL_TRIAL.
 * A failure's toast (from the HTTP layer) replaces the loading one.
 */
export function useFreePlay(onSuccess: () => void) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const loading = toast.loading(t('in_please_wait'), TOAST_DURATION.loading);
    try {
      const merchant = getRuntimeConfig().trialMerchantCode;
      const value = await authApi.freePlay(merchant);
      loading.close();
      useSessionStore.getState().setSession(toSession(value, merchant), { trial: true });
      onSuccess();
    } catch {
      loading.close();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [onSuccess, t]);

  return { start, pending };
}
