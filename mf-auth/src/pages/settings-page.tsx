import { NotBuiltRoute } from '@wl/shared';

/** settings: built by a later issue; until then the page says so. */
export default function SettingsPage() {
  return <NotBuiltRoute route="settings" owner="mf-auth" />;
}
