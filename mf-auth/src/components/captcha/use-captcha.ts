import { useCallback, useRef } from 'react';
import { useQuery } from '@wl/shared';
import type { FormValidation } from '@wl/validation';
import { authApi } from '../../lib/auth-api.ts';

export type CaptchaState = { status: 'idle' | 'loading' | 'error'; image?: undefined } | { status: 'ready'; image: string };

export interface Captcha {
  state: CaptchaState;
  /** a new picture; the answer typed for the old one is cleared, as the platform has spent it */
  refresh: () => void;
}

/**
 * The captcha picture (GET /wps/captcha, base64 PNG; the server ties its answer to the wps_captcha cookie).
 * Fetched when it becomes enabled and on every refresh. One cached picture for the page: the login page
 * and the login dialog never hold two that cancel each other, and a late reply of an older request is
 * dropped, so the picture shown is always the one the server will check. While a new one loads, the old
 * one is not shown.
 */
export function useCaptcha(enabled: boolean, form: FormValidation, field = 'captcha'): Captcha {
  const picture = useQuery(['auth', 'captcha'], () => authApi.captcha(), { enabled, refetchOn: [] });
  const formRef = useRef(form);
  formRef.current = form;

  const refetch = picture.refetch;
  const refresh = useCallback(() => {
    formRef.current.setValue(field, '');
    void refetch();
  }, [field, refetch]);

  let state: CaptchaState = { status: 'idle' };
  if (picture.isFetching || (enabled && picture.status === 'pending')) state = { status: 'loading' };
  else if (picture.error) state = { status: 'error' };
  else if (picture.data !== undefined) state = { status: 'ready', image: picture.data };
  return { state, refresh };
}
