import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { isoTime } from './shapes.ts';

// The announcements (dev-api/CONTRACT.md sections 7 and 16): the lobby's notices, marquee and pop-ups, and the
// member centre's notices read the same call. A promotion is an announcement too (lobby-content.ts).

export const announcement = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML: the client sanitizes */
  content: v.string(),
  startDate: isoTime,
  endDate: v.nullable(isoTime),
  /** 1: runs with no end date */
  noExpiry: v.number(),
  /** A, B, H, PL, PR or PU */
  type: v.optional(v.string()),
  announcementImages: v.array(v.object({ url: v.string(), sequence: v.number() })),
});

export const announcementsCall = defineCall({
  name: 'MCSFE_getListAnnouncements',
  method: 'GET',
  path: relay('MCSFE_getListAnnouncements'),
  /** types: comma list of A, B, H, PL, PR, PU (empty: all); platform M; groupName: a page's slot (m_home) */
  query: v.object({
    types: v.optional(v.string()),
    merchantCode: v.optional(v.string()),
    platform: v.optional(v.string()),
    groupName: v.optional(v.string()),
  }),
  value: v.array(announcement),
});

export type Announcement = v.InferOutput<typeof announcement>;
