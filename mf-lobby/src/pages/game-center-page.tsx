import { NotBuiltRoute } from '@wl/shared';

/** gameCenter: built by a later issue; until then the page says so. */
export default function GameCenterPage() {
  return <NotBuiltRoute route="gameCenter" owner="mf-lobby" />;
}
