import { InboxScreen } from '../features/inbox/index.ts';

/** message: the inbox and the platform's announcements. */
export default function MessagePage() {
  return <InboxScreen withAnnouncements />;
}
