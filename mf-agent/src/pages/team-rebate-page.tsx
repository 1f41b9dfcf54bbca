import { AgentGate } from '../features/access/index.ts';
import { TeamRebateScreen } from '../features/team-records/index.ts';

/** /m/member/teamRebate */
export default function TeamRebatePage() {
  return (
    <AgentGate>
      <TeamRebateScreen />
    </AgentGate>
  );
}
