import type { ParseKeys } from 'i18next';
import type { DataTab } from '../model/browse-options.ts';

/** A quick list's name: on its chip, and in the empty list that asks a guest to log in for it. */
export const TAB_TEXT = {
  recent: 'list.tabs.recent',
  fav: 'list.tabs.fav',
  hot: 'list.tabs.hot',
} as const satisfies Record<Exclude<DataTab, 'all'>, ParseKeys<'lobby'>>;
