import { PageLoading, useSessionStore } from '@wl/kit';
import '../i18n/auth.i18n.ts';
import layout from '../components/form-layout/form-layout.module.css';
import { ChangePasswordForm } from '../features/password/change-password-form.tsx';
import { useRegisterSettings } from '../lib/resources.ts';

/**
 * /m/changePsw, a real member's (decision 026: the shell asks a guest to log in and refuses a trial account before
 * this page loads).
 */
export default function ChangePasswordPage() {
  const session = useSessionStore((s) => s.session);
  const settings = useRegisterSettings();
  if (!session) return null;
  // the form works without the rules too (the server checks again); it only waits for them briefly
  if (settings.status === 'pending') return <PageLoading />;
  return (
    <div className={layout.page}>
      <ChangePasswordForm userName={session.userName} rules={settings.data ?? {}} />
    </div>
  );
}
