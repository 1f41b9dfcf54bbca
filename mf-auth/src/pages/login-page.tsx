import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, useNavigate } from '@wl/shared';
import { AuthTopBar } from '../components/auth-top-bar/auth-top-bar.tsx';
import layout from '../components/form-layout/form-layout.module.css';
import { LoginForm } from '../features/login/login-form.tsx';

/** /m/login: the login form under its own top bar (the shell shows no header here). */
export default function LoginPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const onSuccess = useCallback(() => navigate(paths.home, { replace: true }), [navigate]);
  return (
    <>
      <AuthTopBar title={t('titles.login')} />
      <div className={layout.page}>
        <LoginForm onSuccess={onSuccess} />
      </div>
    </>
  );
}
