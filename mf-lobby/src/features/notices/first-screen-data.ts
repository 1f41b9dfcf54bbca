// The notices page's first screen (decision 063): the build renders the list from this answer, with every notice a real
// answer may fill (notices-shape.ts keeps and fills them in the page's HTML).
import { announcementsCall, type Announcement } from '@wl/platform-contract/calls/announcements';
import { queryCache } from '@wl/kit';
import { NOTICES_KEY } from './notices-screen.tsx';
import { FRAME_NOTICES } from './notices-shape.ts';

/** The call whose answer fills the screen: the route's declared call (its query the page's), which the HTML starts. */
export const call = announcementsCall.path;

/** FRAME_NOTICES notices: each part the answer may fill is in the render. */
export function prime(): string[] {
  const notices: Announcement[] = Array.from({ length: FRAME_NOTICES }, (_, i) => ({
    id: i + 1,
    title: '-',
    content: '',
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: null,
    noExpiry: 1,
    announcementImages: [],
  }));
  queryCache.setData<Announcement[]>(NOTICES_KEY, () => notices);
  return [];
}
