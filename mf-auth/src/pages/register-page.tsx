import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, useNavigate } from '@wl/shared';
import { AuthTopBar } from '../components/auth-top-bar/auth-top-bar.tsx';
import layout from '../components/form-layout/form-layout.module.css';
import { SocialButtons } from '../features/login/social-buttons.tsx';
import { RegisterForm } from '../features/register/register-form.tsx';

/** /m/register (also /register.html and /m/register.html through the shell): the shell shows no header here. */
export default function RegisterPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const onSuccess = useCallback(() => navigate(paths.home, { replace: true }), [navigate]);
  return (
    <>
      <AuthTopBar title={t('titles.register')} />
      <div className={`${layout.page} ${layout.form}`}>
        <RegisterForm onSuccess={onSuccess} />
        <SocialButtons />
      </div>
    </>
  );
}
