import { useTranslation } from 'react-i18next';
import { AuthTopBar } from '../components/auth-top-bar/auth-top-bar.tsx';
import layout from '../components/form-layout/form-layout.module.css';
import { SocialButtons } from '../features/login/social-buttons.tsx';
import { RegisterForm } from '../features/register/register-form.tsx';
import { useGoHome } from '../lib/go-back.ts';

/** /m/register (also /register.html and /m/register.html through the shell): the shell shows no header here. */
export default function RegisterPage() {
  const { t } = useTranslation('common');
  const goHome = useGoHome();
  return (
    <>
      <AuthTopBar title={t('titles.register')} />
      <div className={`${layout.page} ${layout.form}`}>
        <RegisterForm onSuccess={goHome} />
        <SocialButtons />
      </div>
    </>
  );
}
