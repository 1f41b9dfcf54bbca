// The remembered login, for the login form and the password change.
export { storeBrowserCredential } from './browser-credentials.ts';
export { forgetLogin, rememberLogin, renewAfterPasswordChange, signBackIn } from './remember-me.ts';
export { rememberStore } from './remembered-login.ts';
export type { Remembered } from './remembered-login.ts';
