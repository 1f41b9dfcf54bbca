// After a failed login the platform wants a captcha with the next one (CONTRACT.md section 4). The
// flag outlives a reload of the tab (sessionStorage, not a secret), so the captcha is there again, with
// a fresh picture, when the page loads (spec section 4).
const KEY = 'wl.loginCaptcha';

export const loginCaptchaFlag = {
  get(): boolean {
    try {
      return sessionStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
  set(on: boolean) {
    try {
      if (on) sessionStorage.setItem(KEY, '1');
      else sessionStorage.removeItem(KEY);
    } catch {
      /* storage blocked: the flag lasts for this page */
    }
  },
};
