import type { InboxPage } from '@wl/platform-contract/calls/member-inbox';
import type { FilledParts, PartFill } from '@wl/plain/frames';

// What the inbox's first screen shows of its first page (decision 067): the build renders the list with FRAME_MAILS
// unread mails (inbox-first-screen-data.ts), and the page's HTML keeps and fills the ones this answer has, from the
// page a member's HTML already asked for (decision 061). Imports nothing that runs: the HTML's own script runs it.

/** A page of the inbox, as fetchInbox asks for it: every mail of the first page is in the frame. */
export const FRAME_MAILS = 10;

/**
 * Each mail's title, and its unread mark where it is unread. Its time is formatted in the brand's zone: its place
 * stays, empty, until the app draws it. No frame for an empty inbox (the app shows the empty state).
 */
export function keep(value: Partial<InboxPage> | null): FilledParts | null {
  const mails = Array.isArray(value?.list) ? value.list.slice(0, FRAME_MAILS) : [];
  if (mails.length === 0) return null;
  const parts: string[] = [];
  const fill: Record<string, PartFill> = {};
  mails.forEach((mail, i) => {
    const item = `mail-${i}`;
    parts.push(item, `${item}/title`, `${item}/date`);
    if (!mail.read) parts.push(`${item}/unread`);
    fill[`${item}/title`] = String(mail.title);
    fill[`${item}/date`] = null;
  });
  return { parts, fill };
}
