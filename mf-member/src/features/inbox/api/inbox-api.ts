import { inboxCalls as calls } from '@wl/platform-contract/calls/member-inbox';
import { api, events, useSessionStore } from '@wl/shared';

// The inbox and the notices, checked against the contract (decision 035), which names their shapes.

const PAGE_SIZE = 10;

/** Every answer carries the unread count: the header's badge follows it at once (spec section 4). */
function publishUnread(count: number) {
  useSessionStore.getState().setUnreadCount(count);
  events.emit('inbox:unread-changed', { count });
}

export const fetchInbox = async (pageNo: number) => {
  const page = await api.call(calls.inbox, { params: { pageNo, pageSize: PAGE_SIZE } });
  publishUnread(page.unreadCount);
  return page;
};

export const fetchMail = async (id: number) => {
  const mail = await api.call(calls.mail, { params: { id } });
  publishUnread(mail.unreadCount);
  return mail;
};

export const deleteMails = async (ids: number[]) => {
  const r = await api.call(calls.delete, { body: { ids } });
  publishUnread(r.unreadCount);
  return r;
};

export const readAllMail = async () => {
  const r = await api.call(calls.readAll, { body: {} });
  publishUnread(r.unreadCount);
  return r;
};

export const fetchNotices = (types: string) => api.call(calls.notices, { params: { types, platform: 'M' } });
