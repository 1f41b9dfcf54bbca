import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { events, isTrialType, registerTranslations, useSessionStore } from '@wl/shared';
import styles from './member-only.module.css';

registerTranslations('member-ui', {
  en: { login_needed: 'Log in to use this page', login: 'Log in or register' },
  bn: { login_needed: 'এই পাতা ব্যবহার করতে লগইন করুন', login: 'লগইন বা নিবন্ধন করুন' },
});

/**
 * A page for real members only (spec section 6): a guest gets the login dialog (and a prompt to reopen it),
 * a trial account the free_reject message and no form.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('member-ui');
  const session = useSessionStore((s) => s.session);
  useEffect(() => {
    if (!session) events.emit('auth:login-required', {});
  }, [session]);
  if (!session) {
    return (
      <div className={styles.box}>
        <p>{t('login_needed')}</p>
        <button type="button" className={styles.button} onClick={() => events.emit('auth:login-required', {})}>
          {t('login')}
        </button>
      </div>
    );
  }
  if (isTrialType(session.type)) {
    return (
      <div className={styles.box} role="alert">
        <p>{t('free_reject', { ns: 'common' })}</p>
      </div>
    );
  }
  return children;
}
