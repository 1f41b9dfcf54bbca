import { AgentGate } from '../features/access/index.ts';
import { AgentDividendScreen } from '../features/commission/index.ts';

/** /m/member/agent/agentDivident */
export default function AgentDividendPage() {
  return (
    <AgentGate>
      <AgentDividendScreen />
    </AgentGate>
  );
}
