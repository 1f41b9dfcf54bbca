// The remembered login, for the login form and the password change.
export { storeBrowserCredential } from './browser-credentials.ts';
export { rememberStore } from './remembered-login.ts';
export type { RememberedLogin } from './remembered-login.ts';
