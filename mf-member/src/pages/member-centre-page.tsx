import { NotBuiltRoute } from '@wl/shared';

/** mine, memberHome: built by a later issue; until then the page says so. */
export default function MemberCentrePage() {
  return <NotBuiltRoute route="mine" owner="mf-member" />;
}
