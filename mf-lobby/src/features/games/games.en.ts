// The game tiles and details: English texts, fetched only when English is on screen (games.i18n.ts).
import type { GamesTexts } from './games.bn.ts';

const en: GamesTexts = {
  games: {
    add_favourite: 'Add {{name}} to favourites',
    remove_favourite: 'Remove {{name}} from favourites',
    bet: 'Bet',
    play: 'Play {{name}}',
    play_now: 'Play',
    favourite: 'Favourite',
    vendor: 'Provider',
    type: 'Type',
    open_vendor: 'Open {{name}}',
    more: 'More',
    launch_unavailable: 'The game cannot open right now, please try again',
    categories: {
      HOT: 'Hot',
      SPORTS: 'Sports',
      ESPORTS: 'E-sports',
      LIVE: 'Live casino',
      FISH: 'Fishing',
      RNG: 'Slots',
      PVP: 'Card games',
      INHOUSE: 'In-house',
      COCKFIGHT: 'Cockfight',
      ELOTT: 'E-lottery',
      LOTT: 'Lottery',
      RECENT: 'Recent',
    },
  },
};

export default en;
