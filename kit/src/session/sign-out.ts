import { api } from '../http/client.ts';
import { storageArea, writeStored } from '../storage/browser-storage.ts';
import { i18n } from '../i18n/i18n.ts';
import { homeHref } from '../routes/route-table.ts';
import { confirmDialog, toast } from '../ui/index.ts';
import { sessionCalls } from './member-api.ts';
import { useSessionStore } from './session-store.ts';

/** Keys other parts keep for a member; a sign-out removes them all (spec section 4). */
const MEMBER_STORAGE_KEYS = ['wl.bankList', 'wl.autoLogin', 'wl.memberInfo'];
const LOGOUT_LOADING_MS = 10_000;

/**
 * The sign-out flow of spec section 4: confirm, wait message, call with the token, clear the session,
 * trial user, member info, session storage, saved bank list and auto-login flags, set autoLogin '0',
 * go home. The session is cleared even when the call fails: the member asked to leave.
 */
export async function signOut(navigate: (to: string) => void, opts: { confirm?: boolean } = {}): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  if (opts.confirm !== false) {
    const ok = await confirmDialog({ title: t('ui.sign_out'), message: t('ui.sign_out_confirm') });
    if (!ok) return false;
  }
  const loading = toast.loading(t('in_please_wait'), LOGOUT_LOADING_MS);
  try {
    const { logoutCall } = await sessionCalls();
    await api.call(logoutCall, {}, { silent: true });
  } catch {
    /* an expired token is as good as a closed one */
  } finally {
    loading.close();
  }
  useSessionStore.getState().clearSession();
  storageArea('session')?.clear();
  for (const key of MEMBER_STORAGE_KEYS) writeStored('local', key, null);
  writeStored('local', 'autoLogin', '0');
  navigate(homeHref());
  return true;
}
