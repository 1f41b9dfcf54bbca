import { NotBuiltRoute } from '@wl/shared';

/** agentTeamPnl: built by a later issue; until then the page says so. */
export default function TeamPnlPage() {
  return <NotBuiltRoute route="agentTeamPnl" owner="mf-agent" />;
}
