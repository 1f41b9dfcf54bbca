import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Link, Navigate, PageLoading, useSessionStore, homeHref } from '@wl/shared';
import { paths } from '../paths.ts';
import '../i18n/auth.i18n.ts';
import layout from '../components/form-layout/form-layout.module.css';
import { ChangePasswordForm } from '../features/password/change-password-form.tsx';
import { isTrialSession, showFreeReject } from '../features/trial/free-reject.ts';
import { useRegisterSettings } from '../lib/resources.ts';

/** /m/changePsw: signed out it goes to /m/login; a trial account is told to use a real one. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const session = useSessionStore((s) => s.session);
  const trial = isTrialSession(session);
  const settings = useRegisterSettings();

  useEffect(() => {
    if (trial) showFreeReject();
  }, [trial]);

  if (!session) return <Navigate to={paths.login} replace />;
  if (trial) {
    return (
      <div className={layout.page}>
        <EmptyState text={t('free_reject', { ns: 'common' })}>
          <Link to={homeHref()} className={layout.link}>
            {t('back_home')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  // the form works without the rules too (the server checks again); it only waits for them briefly
  if (settings.status === 'pending') return <PageLoading />;
  return (
    <div className={layout.page}>
      <ChangePasswordForm userName={session.userName} rules={settings.data ?? {}} />
    </div>
  );
}
