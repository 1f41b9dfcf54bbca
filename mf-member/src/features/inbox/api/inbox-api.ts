import { inboxCalls as calls } from '@wl/platform-contract/calls/member-inbox';
import { api, MEMBER_KEYS, queryCache } from '@wl/kit';

// The inbox and the notices, checked against the contract (decision 035), which names their shapes.

const PAGE_SIZE = 10;

/** Every answer carries the unread count: the header's badge follows it at once (spec section 4). */
function publishUnread(count: number) {
  queryCache.setData<number>(MEMBER_KEYS.unreadCount, () => count);
}

export const fetchInbox = async (pageNo: number) => {
  const page = await api.call(calls.inbox, { params: { pageNo, pageSize: PAGE_SIZE } });
  publishUnread(page.unreadCount);
  return page;
};

/** The inbox's pages in the cache, by page number. */
export const inboxKey = (pageNo: number) => ['inbox', 'list', pageNo] as const;

/**
 * The inbox's first page in the cache before the page renders, when the site starts on it (its `preload`): the HTML's
 * early call answers it (the route's declared call, decision 061).
 */
export const preloadInbox = () => queryCache.fetch(inboxKey(1), () => fetchInbox(1));

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
