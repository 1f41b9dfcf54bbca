// The help centre's first screen (decision 064): the build renders the page from this answer, with every part a real
// answer may fill (help-shape.ts keeps and fills them in the page's HTML).
import { helpCall } from '@wl/platform-contract/calls/lobby-content';
import { queryCache } from '@wl/kit';
import { HELP_KEY, type HelpTopic } from './help-api.ts';
import { FRAME_TOPICS } from './help-shape.ts';

/** The call whose answer fills the screen: the route's declared call (its query the page's), which the HTML starts. */
export const call = helpCall.path;

/** FRAME_TOPICS topics: each tab the answer may fill, and the first topic's title and body. */
export function prime(): string[] {
  const topics: HelpTopic[] = Array.from({ length: FRAME_TOPICS }, (_, i) => ({ id: i + 1, title: '-', content: '' }));
  queryCache.setData<HelpTopic[]>(HELP_KEY, () => topics);
  return [];
}
