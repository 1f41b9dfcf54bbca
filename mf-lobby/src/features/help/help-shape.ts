import type { HelpTopic } from '@wl/platform-contract/calls/lobby-content';
import type { FilledParts, PartFill } from '@wl/plain/frames';

// What the help centre's first screen shows of the platform's answer (decision 064): the build renders FRAME_TOPICS
// topics' tabs and the first topic (first-screen-data.ts), and the page's HTML keeps and fills the ones this answer has,
// before the app's code has arrived. Imports nothing that runs: the HTML's own script runs it, and the page reads the
// address by the same rule.

/** The tabs the first screen draws: a phone's width shows about three, the others scroll off its edge. */
export const FRAME_TOPICS = 5;

/** Query i selects the topic; anything unusable is the first (spec section 2). */
export function selectedTopic(query: string | null, count: number): number {
  const index = Number(query);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/**
 * The topics' tabs, and the first topic's title and body (its markup, kept bare by the page's script). Only when the
 * first topic is the one shown: the render highlights the first tab. No frame for an empty answer.
 */
export function keep(value: HelpTopic[], _flags: Record<string, boolean>, search: string): FilledParts | null {
  const first = value[0];
  if (!first || selectedTopic(new URLSearchParams(search).get('i'), value.length) !== 0) return null;
  const parts = ['topic', 'topic/title', 'topic/body'];
  const fill: Record<string, PartFill> = { 'topic/title': first.title, 'topic/body': { markup: first.content } };
  value.slice(0, FRAME_TOPICS).forEach((topic, i) => {
    parts.push(`tab-${i}`);
    fill[`tab-${i}`] = topic.title;
  });
  return { parts, fill };
}
