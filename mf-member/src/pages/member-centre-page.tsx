import { MemberCentreScreen } from '../features/member-centre/index.ts';

/** mine, memberHome: the member centre. */
export default function MemberCentrePage() {
  return <MemberCentreScreen />;
}
