import { NotBuiltRoute } from '@wl/shared';

/** launchGame: built by a later issue; until then the page says so. */
export default function LaunchGamePage() {
  return <NotBuiltRoute route="launchGame" owner="mf-lobby" />;
}
