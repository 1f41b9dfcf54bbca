import { LotteryHall } from '../features/lottery/lottery-hall.tsx';

/** /m/lottery: the lottery list by prize mode. */
export default function LotteryPage() {
  return <LotteryHall />;
}
