import { NotBuiltRoute } from '@wl/shared';

/** memberNotice: built by a later issue; until then the page says so. */
export default function MemberNoticePage() {
  return <NotBuiltRoute route="memberNotice" owner="mf-member" />;
}
