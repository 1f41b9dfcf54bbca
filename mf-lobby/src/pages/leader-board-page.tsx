import { NotBuiltRoute } from '@wl/shared';

/** leaderBoard: built by a later issue; until then the page says so. */
export default function LeaderBoardPage() {
  return <NotBuiltRoute route="leaderBoard" owner="mf-lobby" />;
}
