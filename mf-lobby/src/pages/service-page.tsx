import { NotBuiltRoute } from '@wl/shared';

/** service: built by a later issue; until then the page says so. */
export default function ServicePage() {
  return <NotBuiltRoute route="service" owner="mf-lobby" />;
}
