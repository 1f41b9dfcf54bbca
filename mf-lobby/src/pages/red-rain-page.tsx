import { NotBuiltRoute } from '@wl/shared';

/** redRain: built by a later issue; until then the page says so. */
export default function RedRainPage() {
  return <NotBuiltRoute route="redRain" owner="mf-lobby" />;
}
