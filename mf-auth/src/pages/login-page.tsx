import { useTranslation } from 'react-i18next';
import { AuthTopBar } from '../components/auth-top-bar/auth-top-bar.tsx';
import layout from '../components/form-layout/form-layout.module.css';
import { LoginForm } from '../features/login/login-form.tsx';
import { useGoHome } from '../lib/go-back.ts';

/** /m/login: the login form under its own top bar (the shell shows no header here). */
export default function LoginPage() {
  const { t } = useTranslation('common');
  const goHome = useGoHome();
  return (
    <>
      <AuthTopBar title={t('titles.login')} />
      <div className={layout.page}>
        <LoginForm onSuccess={goHome} />
      </div>
    </>
  );
}
