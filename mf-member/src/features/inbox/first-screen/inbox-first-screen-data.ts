// The inbox's first screen for a member (decision 067): the build renders its first page with FRAME_MAILS unread mails,
// every part a mail can show (the page's HTML then keeps and fills them from the member's own, inbox-shape.ts).
import type { InboxPage } from '@wl/platform-contract/calls/member-inbox';
import { inboxCalls } from '@wl/platform-contract/calls/member-inbox';
import { queryCache } from '@wl/kit';
import { inboxKey } from '../api/inbox-api.ts';
import { FRAME_MAILS } from './inbox-shape.ts';

/** The call whose answer shapes the screen: the route's declared call, which a member's HTML starts (decision 061). */
export const call = inboxCalls.inbox.path;

export function prime(): string[] {
  const page: InboxPage = {
    list: Array.from({ length: FRAME_MAILS }, (_, i) => ({ id: i + 1, title: '-', createdAt: '2026-01-01T00:00:00.000Z', read: false })),
    currentPage: 1,
    totalPages: 1,
    unreadCount: FRAME_MAILS,
  };
  queryCache.setData<InboxPage>(inboxKey(1), () => page);
  return [];
}
