import { api, events, useSessionStore } from '@wl/shared';

export interface MailSummary {
  id: number;
  title: string;
  createdAt: string;
  read: boolean;
}
export interface InboxPage {
  list: MailSummary[];
  currentPage: number;
  totalPages: number;
  unreadCount: number;
}
export interface Mail extends MailSummary {
  content: string;
  unreadCount: number;
}
export interface Notice {
  id: number;
  title: string;
  content: string;
  startDate: string;
}

const INBOX = { moduleId: 'INBOX3' } as const;
export const PAGE_SIZE = 10;

/** Every answer carries the unread count: the header's badge follows it at once (spec section 4). */
export function publishUnread(count: number) {
  useSessionStore.getState().setUnreadCount(count);
  events.emit('inbox:unread-changed', { count });
}

export const fetchInbox = async (pageNo: number) => {
  const page = await api.get<InboxPage>('/wps/relay/CSP_getInbox', { ...INBOX, params: { pageNo, pageSize: PAGE_SIZE } });
  publishUnread(page.unreadCount);
  return page;
};

export const fetchMail = async (id: number) => {
  const mail = await api.get<Mail>('/wps/relay/CSP_getInboxDetail', { ...INBOX, params: { id } });
  publishUnread(mail.unreadCount);
  return mail;
};

export const deleteMails = async (ids: number[]) => {
  const r = await api.post<{ deleted: number; unreadCount: number }>('/wps/relay/CSP_deleteInbox', { ids }, INBOX);
  publishUnread(r.unreadCount);
  return r;
};

export const readAllMail = async () => {
  const r = await api.post<{ updated: number; unreadCount: number }>('/wps/relay/CSP_readAllInbox', undefined, INBOX);
  publishUnread(r.unreadCount);
  return r;
};

export const fetchNotices = (types: string) =>
  api.get<Notice[]>('/wps/relay/MCSFE_getListAnnouncements', { params: { types, platform: 'M' } });
