import { events, useSessionStore } from '@wl/shared';
import { useEffect, type ReactNode } from 'react';
import { useCashierT } from '../../i18n/cashier.i18n.ts';
import { cashierRole } from '../../lib/roles.ts';
import { ActionButton } from '../action/action.tsx';
import { Notice } from '../notice/notice.tsx';
import styles from './member-gate.module.css';

const askForLogin = () => events.emit('auth:login-required', { reason: 'cashier' });

/** A guest: the login dialog opens at once; the page stays where it is and works after the login. */
function GuestPrompt() {
  const { t } = useCashierT();
  useEffect(askForLogin, []);
  return (
    <div className={styles.gate}>
      <Notice tone="info" title={t('gate.guest_title')} text={t('gate.guest_text')}>
        <ActionButton variant="primary" onClick={askForLogin}>
          {t('gate.login')}
        </ActionButton>
      </Notice>
    </div>
  );
}

/**
 * The cashier's door: its children only for a member. A guest is asked to log in (the login dialog);
 * a trial account (type 4) is told to use an actual account, and gets no form (spec section 6).
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const { t } = useCashierT();
  const role = useSessionStore((s) => cashierRole(s.session));
  if (role === 'guest') return <GuestPrompt />;
  if (role === 'trial') {
    return (
      <div className={styles.gate}>
        <Notice tone="warning" title={t('common:free_reject')} />
      </div>
    );
  }
  return children;
}
