import { helpCall } from '@wl/platform-contract/calls/lobby-content';
import { api, platformLanguage, queryCache } from '@wl/kit';

export type { HelpTopic } from '@wl/platform-contract/calls/lobby-content';

/** The help centre in the page's language (spec section 7; the Device header comes from the HTTP layer). */
export const fetchHelp = () => api.call(helpCall, { params: { lang: platformLanguage() } }, { silent: true });

export const HELP_KEY = ['lobby', 'help'] as const;

/** The help centre in the cache before the page renders, when the site starts on it: the HTML's early call answers it (decision 061). */
export const preloadHelp = () => queryCache.fetch(HELP_KEY, fetchHelp);
