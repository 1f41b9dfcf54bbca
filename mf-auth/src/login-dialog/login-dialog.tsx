import { Dialog, useRouteTitle } from '@wl/kit';
import { LoginForm } from '../features/login/login-form.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The login dialog the shell opens on 'auth:login-required': the login page's form. It closes itself
 * after a login (the shell also closes it on 'session:changed') and when one of its links is followed.
 */
export default function LoginDialog({ open, onClose }: Props) {
  const title = useRouteTitle('login') ?? '';
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <LoginForm onSuccess={onClose} onLeave={onClose} />
    </Dialog>
  );
}
