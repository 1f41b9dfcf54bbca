import { NotBuiltRoute } from '@wl/shared';

/** agentRebate: built by a later issue; until then the page says so. */
export default function AgentRebatePage() {
  return <NotBuiltRoute route="agentRebate" owner="mf-agent" />;
}
