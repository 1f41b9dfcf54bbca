// The device's keys this remote keeps, named once: its code reads and writes them, and its build names those that
// change a page's first render (src/first-screen.ts). No imports: the build reads this file in Node.

/** localStorage: the login remembered on this device (features/remember/remembered-login.ts) */
export const REMEMBER_STORAGE_KEY = 'wl.remembered';
/** localStorage: '1' while this browser holds a token; sign-out removes it */
export const SIGN_BACK_IN_KEY = 'wl.autoLogin';
/** sessionStorage: the platform asked for a captcha with the next login (features/login/captcha-flag.ts) */
export const LOGIN_CAPTCHA_KEY = 'wl.loginCaptcha';
