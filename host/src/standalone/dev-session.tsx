import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
// the page's one session store and client: the package's root, as the remote's pages import it (the standalone
// entry is a module of its own, outside the shared singleton: a relative import would be a second store)
import { api, registerTranslations, type SessionInfo, useSessionStore } from '@wl/kit';
import styles from './dev-session.module.css';

const en = {
  session_as: 'Standalone session: {{name}}',
  logout: 'Log out',
  username: 'Dev API username',
  password: 'Dev API password',
  login: 'Log in (dev API)',
};
const bn: typeof en = {
  session_as: 'স্ট্যান্ডঅ্যালোন সেশন: {{name}}',
  logout: 'লগ আউট',
  username: 'ডেভ এপিআই ব্যবহারকারীর নাম',
  password: 'ডেভ এপিআই পাসওয়ার্ড',
  login: 'লগইন (ডেভ এপিআই)',
};
registerTranslations('standalone', { bn, en });

declare global {
  interface WlTexts {
    standalone: typeof en;
  }
}

interface LoginValue {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

/**
 * A remote run alone has no shell, so no login dialog: this bar, above each of its pages, signs a seeded account in
 * through the platform's own login call (encrypted body), so that a team opens its member or agent pages alone
 * (issue 39 item 3). Every remote's standalone page has it (run-standalone.tsx).
 */
export function DevSessionBar({ merchant }: { merchant: string }) {
  const { t } = useTranslation('standalone');
  const session = useSessionStore((s) => s.session);
  const [username, setUsername] = useState('demo01');
  const [password, setPassword] = useState('Demo@1234');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const login = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const value = await api.post<LoginValue>(
        '/wps/session/login',
        { type: 'username', username, password, captcha: '' },
        { encrypt: true, silent: true },
      );
      const info: SessionInfo = {
        token: value.token,
        merchantCode: merchant,
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
      };
      useSessionStore.getState().setSession(info);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  if (session) {
    return (
      <div className={styles.bar}>
        <span>{t('session_as', { name: session.userName })}</span>
        <button type="button" onClick={() => useSessionStore.getState().clearSession()}>
          {t('logout')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.bar} onSubmit={login}>
      <label>
        {t('username')} <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
      </label>
      <label>
        {t('password')}{' '}
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </label>
      <button type="submit" disabled={busy}>
        {t('login')}
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}
