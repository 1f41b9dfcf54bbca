import { TeamBettingScreen } from '../features/team-records/index.ts';

/** /m/teamBetting */
export default function TeamBettingPage() {
  return <TeamBettingScreen />;
}
