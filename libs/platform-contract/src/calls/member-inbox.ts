import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { announcementsCall } from './announcements.ts';
import { isoTime } from './shapes.ts';

// The inbox and the notices (dev-api/CONTRACT.md sections 6 and 16). Every inbox answer carries the
// unread count, which the header's badge follows. Contents are HTML: the client sanitizes.

export const mailSummary = v.object({ id: v.number(), title: v.string(), createdAt: isoTime, read: v.boolean() });
export const mail = v.object({ ...mailSummary.entries, content: v.string(), unreadCount: v.number() });

const INBOX3 = 'INBOX3';

export const inboxCalls = {
  inbox: defineCall({
    name: 'CSP_getInbox',
    method: 'GET',
    path: relay('CSP_getInbox'),
    moduleId: INBOX3,
    query: v.object({ pageNo: v.number(), pageSize: v.number(), status: v.optional(v.picklist(['UNREAD'])) }),
    value: v.object({ list: v.array(mailSummary), currentPage: v.number(), totalPages: v.number(), unreadCount: v.number() }),
  }),
  mail: defineCall({
    name: 'CSP_getInboxDetail',
    method: 'GET',
    path: relay('CSP_getInboxDetail'),
    moduleId: INBOX3,
    query: v.object({ id: v.number() }),
    value: mail,
  }),
  delete: defineCall({
    name: 'CSP_deleteInbox',
    method: 'POST',
    path: relay('CSP_deleteInbox'),
    moduleId: INBOX3,
    /** 1-100 of the member's mails; others are not deleted */
    body: v.object({ ids: v.array(v.number()) }),
    value: v.object({ deleted: v.number(), unreadCount: v.number() }),
  }),
  readAll: defineCall({
    name: 'CSP_readAllInbox',
    method: 'POST',
    path: relay('CSP_readAllInbox'),
    moduleId: INBOX3,
    body: v.object({}),
    value: v.object({ updated: v.number(), unreadCount: v.number() }),
  }),
  notices: announcementsCall,
};

export type MailSummary = v.InferOutput<typeof mailSummary>;
export type Mail = v.InferOutput<typeof mail>;
export type InboxPage = v.InferOutput<typeof inboxCalls.inbox.value>;
export type { Announcement as Notice } from './announcements.ts';
