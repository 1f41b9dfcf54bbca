import { DownlineScreen } from '../features/downline/index.ts';

/** /m/member/team: the agent's downline. */
export default function MemberTeamPage() {
  return <DownlineScreen />;
}
