import { NotBuiltRoute } from '@wl/shared';

/** moreLottery: built by a later issue; until then the page says so. */
export default function MoreLotteryPage() {
  return <NotBuiltRoute route="moreLottery" owner="mf-lobby" />;
}
