import { NotBuiltRoute } from '@wl/shared';

/** lottery: built by a later issue; until then the page says so. */
export default function LotteryPage() {
  return <NotBuiltRoute route="lottery" owner="mf-lobby" />;
}
