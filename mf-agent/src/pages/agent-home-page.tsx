import { AgentGate } from '../features/access/index.ts';
import { AgentHome } from '../features/home/index.ts';

/** /m/agent: the agency centre's home. */
export default function AgentHomePage() {
  return (
    <AgentGate>
      <AgentHome />
    </AgentGate>
  );
}
