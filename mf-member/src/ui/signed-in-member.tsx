import { EmptyState, events, isTrialType, useFlag, useSessionStore } from '@wl/shared';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './signed-in-member.i18n.ts';
import styles from './signed-in-member.module.css';

/** The whitelabel switch a page needs (spec section 2): off, the page says `offText` to anyone and asks no login. */
interface PageFlag {
  modId: string;
  offText: string;
}

/**
 * A screen only a real member may use (spec section 6): a guest gets the login dialog and a prompt to
 * open it again, a trial account the 'actual account' message and no form. Children mount only for members,
 * so their calls never run for a guest.
 */
export function SignedInMember({ children, flag }: { children: ReactNode; flag?: PageFlag }) {
  const { t } = useTranslation(['member-gate', 'common']);
  const session = useSessionStore((s) => s.session);
  const flagOn = useFlag(flag?.modId ?? '');
  const open = !flag || flagOn;

  useEffect(() => {
    if (open && !session) events.emit('auth:login-required', {});
  }, [open, session]);

  if (!open) return <EmptyState text={flag?.offText} />;
  if (!session) {
    return (
      <div className={styles.notice}>
        <p>{t('login_to_see')}</p>
        <button type="button" className={styles.action} onClick={() => events.emit('auth:login-required', {})}>
          {t('login')}
        </button>
      </div>
    );
  }
  if (isTrialType(session.type)) {
    return (
      <p role="alert" className={styles.notice}>
        {t('common:free_reject')}
      </p>
    );
  }
  return <>{children}</>;
}
