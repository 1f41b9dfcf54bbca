import { OpenedGames } from '../features/lottery/opened-games.tsx';

/** /m/moreLottery: the opened games (latest results). */
export default function MoreLotteryPage() {
  return <OpenedGames />;
}
