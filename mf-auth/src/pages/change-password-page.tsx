import { NotBuiltRoute } from '@wl/shared';

/** changePassword: built by a later issue; until then the page says so. */
export default function ChangePasswordPage() {
  return <NotBuiltRoute route="changePassword" owner="mf-auth" />;
}
