import { AgentGate } from '../features/access/index.ts';
import { TeamBettingScreen } from '../features/team-records/index.ts';

/** /m/teamBetting */
export default function TeamBettingPage() {
  return (
    <AgentGate>
      <TeamBettingScreen />
    </AgentGate>
  );
}
