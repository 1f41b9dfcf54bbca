import { useCallback, useEffect, useRef, useState } from 'react';
import { authApi } from '../../lib/auth-api.ts';

export type CaptchaState = { status: 'idle' | 'loading' | 'error'; image?: undefined } | { status: 'ready'; image: string };

export interface Captcha {
  state: CaptchaState;
  /** fetches a new picture; the answer of the previous one is spent */
  refresh: () => void;
}

/**
 * The captcha picture (GET /wps/captcha, base64 PNG; the server ties its answer to the wps_captcha
 * cookie). Fetched when it becomes enabled and on every refresh; a late reply of an older request is
 * dropped, so the picture shown is always the one the server will check.
 */
export function useCaptcha(enabled: boolean): Captcha {
  const [state, setState] = useState<CaptchaState>({ status: 'idle' });
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const id = ++latest.current;
    setState({ status: 'loading' });
    authApi.captcha().then(
      (image) => latest.current === id && setState({ status: 'ready', image }),
      () => latest.current === id && setState({ status: 'error' }),
    );
  }, []);

  useEffect(() => {
    if (enabled) refresh();
    else latest.current += 1;
  }, [enabled, refresh]);

  return { state, refresh };
}
