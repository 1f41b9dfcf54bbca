import { NotBuiltRoute } from '@wl/shared';

/** help: built by a later issue; until then the page says so. */
export default function HelpPage() {
  return <NotBuiltRoute route="help" owner="mf-lobby" />;
}
