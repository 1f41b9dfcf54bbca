import { NotBuiltRoute } from '@wl/shared';

/** message: built by a later issue; until then the page says so. */
export default function MessagePage() {
  return <NotBuiltRoute route="message" owner="mf-member" />;
}
