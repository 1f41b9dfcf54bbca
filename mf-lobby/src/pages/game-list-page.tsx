import { NotBuiltRoute } from '@wl/shared';

/** gameList: built by a later issue; until then the page says so. */
export default function GameListPage() {
  return <NotBuiltRoute route="gameList" owner="mf-lobby" />;
}
