import { NotBuiltRoute } from '@wl/shared';

/** agentTeamOverview: built by a later issue; until then the page says so. */
export default function TeamOverviewPage() {
  return <NotBuiltRoute route="agentTeamOverview" owner="mf-agent" />;
}
