import { NotBuiltRoute } from '@wl/shared';

/** agentDividend: built by a later issue; until then the page says so. */
export default function AgentDividendPage() {
  return <NotBuiltRoute route="agentDividend" owner="mf-agent" />;
}
