import { useRouteTitle } from '@wl/kit';
import { AuthTopBar } from '../components/auth-top-bar/auth-top-bar.tsx';
import layout from '../components/form-layout/form-layout.module.css';
import { SocialButtons } from '../features/login/social-buttons.tsx';
import { RegisterForm } from '../features/register/register-form.tsx';
import { useGoHome } from '../lib/go-home.ts';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadRegisterSettings as preload } from '../lib/resources.ts';

/** /m/register (also /register.html and /m/register.html through the shell): the shell shows no header here. */
export default function RegisterPage() {
  const title = useRouteTitle('register') ?? '';
  const goHome = useGoHome();
  return (
    <>
      <AuthTopBar title={title} />
      <div className={`${layout.page} ${layout.form}`}>
        <RegisterForm onSuccess={goHome} />
        <SocialButtons />
      </div>
    </>
  );
}
