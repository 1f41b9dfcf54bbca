import { InboxScreen } from '../features/inbox/index.ts';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadInbox as preload } from '../features/inbox/api/inbox-api.ts';

/** inbox (/m/webEmail): without a session the login dialog opens. */
export default function InboxPage() {
  return <InboxScreen />;
}
