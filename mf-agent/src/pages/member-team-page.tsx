import { NotBuiltRoute } from '@wl/shared';

/** memberTeam: built by a later issue; until then the page says so. */
export default function MemberTeamPage() {
  return <NotBuiltRoute route="memberTeam" owner="mf-agent" />;
}
