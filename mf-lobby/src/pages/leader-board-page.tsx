import { LeaderBoardScreen } from '../features/leader-board/leader-board-screen.tsx';

/** /m/leaderBoard. */
export default function LeaderBoardPage() {
  return <LeaderBoardScreen />;
}
