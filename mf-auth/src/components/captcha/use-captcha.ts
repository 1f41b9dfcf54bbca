import { useCallback, useLayoutEffect, useRef } from 'react';
import { useQuery } from '@wl/kit';
import type { CaptchaPicture } from '@wl/kit/forms';
import type { RulesForm } from '@wl/validation';
import { authApi } from '../../lib/auth-api.ts';
import { clearField } from '../../lib/validation/bind-field.ts';

export interface Captcha {
  picture: CaptchaPicture;
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
export function useCaptcha(enabled: boolean, form: RulesForm, field = 'captcha'): Captcha {
  const query = useQuery(['auth', 'captcha'], () => authApi.captcha(), { enabled });
  const formRef = useRef(form);
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    formRef.current = form;
  });

  const refetch = query.refetch;
  const refresh = useCallback(() => {
    clearField(formRef.current, field);
    void refetch();
  }, [field, refetch]);

  let picture: CaptchaPicture = { status: 'idle' };
  if (query.isFetching || (enabled && query.status === 'pending')) picture = { status: 'loading' };
  else if (query.error) picture = { status: 'error' };
  else if (query.data !== undefined) picture = { status: 'ready', image: query.data };
  return { picture, refresh };
}
