import { useSessionStore } from '@wl/kit';
import '../i18n/auth.i18n.ts';
import { SettingsList } from '../features/settings/settings-list.tsx';

/** /m/set, a real member's (decision 026: the shell asks a guest to log in before this page loads). */
export default function SettingsPage() {
  const session = useSessionStore((s) => s.session);
  if (!session) return null;
  return <SettingsList session={session} />;
}
