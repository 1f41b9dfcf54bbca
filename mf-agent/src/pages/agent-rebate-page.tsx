import { AgentGate } from '../features/access/index.ts';
import { AgentRebateScreen } from '../features/commission/index.ts';

/** /m/member/agent/agentRebeat */
export default function AgentRebatePage() {
  return (
    <AgentGate>
      <AgentRebateScreen />
    </AgentGate>
  );
}
