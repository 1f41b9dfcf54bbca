import { NotBuiltRoute } from '@wl/shared';

/** forget: built by a later issue; until then the page says so. */
export default function ForgetPage() {
  return <NotBuiltRoute route="forget" owner="mf-auth" />;
}
