import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import './games.i18n.ts';

/** The game categories the lobby names in its own words. */
export const CATEGORY_TEXT = {
  HOT: 'games.categories.HOT',
  SPORTS: 'games.categories.SPORTS',
  ESPORTS: 'games.categories.ESPORTS',
  LIVE: 'games.categories.LIVE',
  FISH: 'games.categories.FISH',
  RNG: 'games.categories.RNG',
  PVP: 'games.categories.PVP',
  INHOUSE: 'games.categories.INHOUSE',
  COCKFIGHT: 'games.categories.COCKFIGHT',
  ELOTT: 'games.categories.ELOTT',
  LOTT: 'games.categories.LOTT',
  RECENT: 'games.categories.RECENT',
} as const satisfies Record<string, ParseKeys<'lobby'>>;

// the platform sends its categories: one it adds before this release names it shows as the platform sends it
const NAMED = new Map<string, (typeof CATEGORY_TEXT)[keyof typeof CATEGORY_TEXT]>(Object.entries(CATEGORY_TEXT));

/** A category's name in the player's language, else `shown` (the category as the page has it). */
export function useCategoryName() {
  const { t } = useTranslation('lobby');
  return (category: string, shown: string = category) => {
    const key = NAMED.get(category);
    return key ? t(key) : shown;
  };
}
