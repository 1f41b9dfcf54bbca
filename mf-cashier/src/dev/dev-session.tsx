import { api, type SessionInfo, useSessionStore } from '@wl/shared';
import { type ComponentType, type FormEvent, useState } from 'react';
import { useCashierT } from '../i18n/cashier.i18n.ts';
import styles from './dev-session.module.css';
import '../i18n/demo.i18n.ts';

interface LoginValue {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

/**
 * The standalone page has no shell, so no login dialog: this bar logs a seeded account in through the
 * platform's own login call (encrypted body), for the cashier team's work against the dev API.
 */
function DevSessionBar() {
  const { t } = useCashierT();
  const session = useSessionStore((s) => s.session);
  const [username, setUsername] = useState('demo01');
  const [password, setPassword] = useState('Demo@1234');
  const [error, setError] = useState('');
  const login = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const value = await api.post<LoginValue>(
        '/wps/session/login',
        { type: 'username', username, password, captcha: '' },
        { encrypt: true, silent: true },
      );
      const info: SessionInfo = {
        token: value.token,
        merchantCode: 'BDWL',
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
      };
      useSessionStore.getState().setSession(info);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  if (session) {
    return (
      <div className={styles.bar}>
        <span>{t('demo.session_as', { name: session.userName })}</span>
        <button type="button" onClick={() => useSessionStore.getState().clearSession()}>
          {t('demo.logout')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.bar} onSubmit={login}>
      <label>
        {t('demo.username')} <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
      </label>
      <label>
        {t('demo.password')}{' '}
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </label>
      <button type="submit">{t('demo.login')}</button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}

/** A standalone page with the session bar above it. */
export function withDevSession(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const { default: Page } = await load();
    return {
      default: function StandalonePage() {
        return (
          <>
            <DevSessionBar />
            <Page />
          </>
        );
      },
    };
  };
}
