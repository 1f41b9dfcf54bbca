import { api, platformLanguage } from '@wl/shared';

export interface HelpTopic {
  id: number;
  title: string;
  content: string;
}

/** The help centre in the page's language (spec section 7; the Device header comes from the HTTP layer). */
export const fetchHelp = () => api.get<HelpTopic[]>('/wps/system/helpCenter', { silent: true, params: { lang: platformLanguage() } });

/** Query i selects the topic; anything unusable is the first (spec section 2). */
export function selectedTopic(query: string | null, count: number): number {
  const index = Number(query);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}
