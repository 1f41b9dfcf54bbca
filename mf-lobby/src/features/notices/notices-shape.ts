import type { Announcement } from '@wl/platform-contract/calls/announcements';
import type { FilledParts } from '@wl/plain/frames';

// What the notices page's first screen shows of the platform's answer (decision 063): the build renders the list with
// FRAME_NOTICES notices (first-screen-data.ts), and the page's HTML keeps and fills the ones this answer has, before
// the app's code has arrived. Imports nothing that runs: the HTML's own script runs it.

/**
 * The notices the first screen draws: every closed one a tall phone's screen holds (about 76 px each). A notice below
 * them, drawn later by the app with a longer title, would move the largest paint to the app's.
 */
export const FRAME_NOTICES = 12;

/**
 * Each notice's title, in the platform's order. Its date is formatted in the brand's zone: its place stays, empty,
 * until the app draws it. No frame for an empty list (the app shows the empty state).
 */
export function keep(value: Announcement[]): FilledParts | null {
  const notices = value.slice(0, FRAME_NOTICES);
  if (notices.length === 0) return null;
  const parts: string[] = [];
  const fill: Record<string, string | null> = {};
  notices.forEach((notice, i) => {
    const item = `notice-${i}`;
    parts.push(item, `${item}/title`, `${item}/date`);
    fill[`${item}/title`] = notice.title;
    fill[`${item}/date`] = null;
  });
  return { parts, fill };
}
