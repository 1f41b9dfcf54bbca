import { NotBuiltRoute } from '@wl/shared';

/** gameRecord: built by a later issue; until then the page says so. */
export default function GameRecordPage() {
  return <NotBuiltRoute route="gameRecord" owner="mf-member" />;
}
