import { NotBuiltRoute } from '@wl/shared';

/** agent: built by a later issue; until then the page says so. */
export default function AgentHomePage() {
  return <NotBuiltRoute route="agent" owner="mf-agent" />;
}
