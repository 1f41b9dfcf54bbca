import { TeamRebateScreen } from '../features/team-records/index.ts';

/** /m/member/teamRebate */
export default function TeamRebatePage() {
  return <TeamRebateScreen />;
}
