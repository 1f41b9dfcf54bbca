import { Navigate, useSessionStore, homeHref } from '@wl/shared';
import '../i18n/auth.i18n.ts';
import { SettingsList } from '../features/settings/settings-list.tsx';

/** /m/set. Signed out it goes home (spec section 2: "settings: signed-out to /m/home"). */
export default function SettingsPage() {
  const session = useSessionStore((s) => s.session);
  if (!session) return <Navigate to={homeHref()} replace />;
  return <SettingsList session={session} />;
}
