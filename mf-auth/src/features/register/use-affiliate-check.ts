import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, isApiError, toast } from '@wl/kit';
import type { RulesForm } from '@wl/validation';
import { authApi } from '../../lib/auth-api.ts';
import { focusSoon, showFieldError } from '../../lib/validation/bind-field.ts';

/** Spec section 4: 'invitation_code_error' shows for 1 s, then the field takes the focus. */
const INVITATION_ERROR_MS = TOAST_DURATION.successShort;

/**
 * The affiliate code check before registering (GET /wps/relay/AFFMAN3_checkCode). A code checked once
 * is not checked again; an empty code needs no check.
 */
export function useAffiliateCheck(form: RulesForm) {
  const { t } = useTranslation('common');
  const verified = useRef<string | null>(null);
  const formRef = useRef(form);
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    formRef.current = form;
  });

  /** Shows the spec's error for a bad code (also when the register call itself says so). */
  const reject = useCallback(() => {
    showFieldError(formRef.current, 'affiliateCode', { key: 'invitation_code_error' });
    toast.error(t('invitation_code_error'), INVITATION_ERROR_MS);
    focusSoon(formRef.current, 'affiliateCode', INVITATION_ERROR_MS);
  }, [t]);

  /** true when the code is fine to send; otherwise the error is shown (or rethrown when the network failed) */
  const check = useCallback(
    async (code: string): Promise<boolean> => {
      const trimmed = code.trim();
      if (!trimmed || verified.current === trimmed) return true;
      try {
        await authApi.checkAffiliate(trimmed, typeof location === 'undefined' ? '' : location.hostname);
        verified.current = trimmed;
        return true;
      } catch (err) {
        // a network failure says nothing about the code: the caller reports it as such
        if (isApiError(err) && ['network', 'timeout'].includes(err.code)) throw err;
        reject();
        return false;
      }
    },
    [reject],
  );

  return { check, reject };
}
