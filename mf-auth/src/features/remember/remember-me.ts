import { isApiError } from '@wl/kit';
import { authApi, type LoginValue } from '../../lib/auth-api.ts';
import { rememberStore, type RememberedLogin } from './remembered-login.ts';

/**
 * After a login with 'Remember password' ticked (the session is set): keeps what fills the form and asks
 * the platform for a remember-me token. A refusal (a trial account, the platform down) leaves the form's
 * filling only; the login itself has succeeded either way.
 */
export async function rememberLogin(login: RememberedLogin): Promise<void> {
  await rememberStore.save(login);
  try {
    await authApi.remember();
    rememberStore.setCanSignBackIn(true);
  } catch {
    rememberStore.setCanSignBackIn(false);
  }
}

/** 'Remember password' unticked, or a login without it: nothing stays, here or on the platform. */
export async function forgetLogin(): Promise<void> {
  if (await rememberStore.forget()) await authApi.forgetRemembered().catch(() => undefined);
}

/** Signs back in with the remember-me token. A refused token is forgotten; the username stays to fill. */
export async function signBackIn(): Promise<LoginValue> {
  try {
    return await authApi.loginRemembered();
  } catch (error) {
    // a network failure leaves the token for the next try; a refused one is over
    if (isApiError(error) && error.code === 'REMEMBER_INVALID') rememberStore.setCanSignBackIn(false);
    throw error;
  }
}

/**
 * A password change ends every remember-me token of the account (other devices sign in with the new
 * password); this browser, if it was remembered, gets a new one.
 */
export async function renewAfterPasswordChange(): Promise<void> {
  const saved = await rememberStore.load();
  if (!saved?.canSignBackIn) return;
  try {
    await authApi.remember();
  } catch {
    rememberStore.setCanSignBackIn(false);
  }
}
