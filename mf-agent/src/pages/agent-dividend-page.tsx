import { AgentDividendScreen } from '../features/commission/index.ts';

/** /m/member/agent/agentDivident */
export default function AgentDividendPage() {
  return <AgentDividendScreen />;
}
