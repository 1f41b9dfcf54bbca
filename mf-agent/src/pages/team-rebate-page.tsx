import { NotBuiltRoute } from '@wl/shared';

/** memberTeamRebate: built by a later issue; until then the page says so. */
export default function TeamRebatePage() {
  return <NotBuiltRoute route="memberTeamRebate" owner="mf-agent" />;
}
