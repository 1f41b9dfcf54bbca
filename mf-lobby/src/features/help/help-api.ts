import { helpCall } from '@wl/platform-contract/calls/lobby-content';
import { api, platformLanguage } from '@wl/shared';

export type { HelpTopic } from '@wl/platform-contract/calls/lobby-content';

/** The help centre in the page's language (spec section 7; the Device header comes from the HTTP layer). */
export const fetchHelp = () => api.call(helpCall, { params: { lang: platformLanguage() } }, { silent: true });

/** Query i selects the topic; anything unusable is the first (spec section 2). */
export function selectedTopic(query: string | null, count: number): number {
  const index = Number(query);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}
