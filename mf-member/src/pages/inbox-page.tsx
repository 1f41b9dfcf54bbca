import { InboxScreen } from '../features/inbox/index.ts';

/** inbox (/m/webEmail): without a session the login dialog opens. */
export default function InboxPage() {
  return <InboxScreen />;
}
