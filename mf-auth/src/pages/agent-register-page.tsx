import { NotBuiltRoute } from '@wl/shared';

/** agentRegister: built by a later issue; until then the page says so. */
export default function AgentRegisterPage() {
  return <NotBuiltRoute route="agentRegister" owner="mf-auth" />;
}
