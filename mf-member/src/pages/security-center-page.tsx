import { NotBuiltRoute } from '@wl/shared';

/** securityCenter: built by a later issue; until then the page says so. */
export default function SecurityCenterPage() {
  return <NotBuiltRoute route="securityCenter" owner="mf-member" />;
}
