import { AgentRebateScreen } from '../features/commission/index.ts';

/** /m/member/agent/agentRebeat */
export default function AgentRebatePage() {
  return <AgentRebateScreen />;
}
