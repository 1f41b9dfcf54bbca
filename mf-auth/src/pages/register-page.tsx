import { NotBuiltRoute } from '@wl/shared';

/** register: built by a later issue; until then the page says so. */
export default function RegisterPage() {
  return <NotBuiltRoute route="register" owner="mf-auth" />;
}
