import { StartLottery } from '../features/lottery/start-lottery.tsx';

/** /m/startLottery?code=: a lottery's draws and the member's orders. */
export default function StartLotteryPage() {
  return <StartLottery />;
}
