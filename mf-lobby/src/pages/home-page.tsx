import { NotBuiltRoute } from '@wl/shared';

/** home: built by a later issue; until then the page says so. */
export default function HomePage() {
  return <NotBuiltRoute route="home" owner="mf-lobby" />;
}
