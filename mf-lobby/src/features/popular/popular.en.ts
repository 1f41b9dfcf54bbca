// The popular games block: English texts, fetched only when English is on screen (popular.i18n.ts).
import type { PopularTexts } from './popular.bn.ts';

const en: PopularTexts = {
  popular: { title: 'Popular games', menu: 'Game categories', more: 'More {{category}}', other_games: 'Other games' },
};

export default en;
