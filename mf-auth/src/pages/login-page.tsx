import { useRouteTitle } from '@wl/kit';
import { AuthTopBar } from '../components/auth-top-bar/auth-top-bar.tsx';
import layout from '../components/form-layout/form-layout.module.css';
import { LoginForm } from '../features/login/login-form.tsx';
import { useGoHome } from '../lib/go-home.ts';

/** /m/login: the login form under its own top bar (the shell shows no header here). */
export default function LoginPage() {
  const title = useRouteTitle('login') ?? '';
  const goHome = useGoHome();
  return (
    <>
      <AuthTopBar title={title} />
      <div className={layout.page}>
        <LoginForm onSuccess={goHome} />
      </div>
    </>
  );
}
