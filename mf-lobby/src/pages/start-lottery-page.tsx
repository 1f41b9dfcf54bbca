import { NotBuiltRoute } from '@wl/shared';

/** startLottery: built by a later issue; until then the page says so. */
export default function StartLotteryPage() {
  return <NotBuiltRoute route="startLottery" owner="mf-lobby" />;
}
