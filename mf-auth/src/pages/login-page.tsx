import { NotBuiltRoute } from '@wl/shared';

/** login: built by a later issue; until then the page says so. */
export default function LoginPage() {
  return <NotBuiltRoute route="login" owner="mf-auth" />;
}
