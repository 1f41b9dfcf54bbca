// After a failed login the platform wants a captcha with the next one (CONTRACT.md section 4). The
// flag outlives a reload of the tab (sessionStorage, not a secret), so the captcha is there again, with
// a fresh picture, when the page loads (spec section 4).
import { readStored, writeStored } from '@wl/kit';
import { LOGIN_CAPTCHA_KEY as KEY } from '../../lib/storage-keys.ts';

export const loginCaptchaFlag = {
  get: (): boolean => readStored('session', KEY) === '1',
  // storage blocked: the flag lasts for this page
  set: (on: boolean) => void writeStored('session', KEY, on ? '1' : null),
};
