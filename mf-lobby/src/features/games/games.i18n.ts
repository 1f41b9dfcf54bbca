import { registerTranslations } from '@wl/shared';

const en = {
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

const bn: typeof en = {
  games: {
    add_favourite: '{{name}} প্রিয়তে যোগ করুন',
    remove_favourite: '{{name}} প্রিয় থেকে সরান',
    bet: 'বাজি ধরুন',
    play: '{{name}} খেলুন',
    play_now: 'খেলুন',
    favourite: 'প্রিয়',
    vendor: 'প্রোভাইডার',
    type: 'ধরন',
    open_vendor: '{{name}} খুলুন',
    more: 'আরও',
    launch_unavailable: 'গেমটি এখন খোলা যাচ্ছে না, আবার চেষ্টা করুন',
    categories: {
      HOT: 'জনপ্রিয়',
      SPORTS: 'স্পোর্টস',
      ESPORTS: 'ই-স্পোর্টস',
      LIVE: 'লাইভ ক্যাসিনো',
      FISH: 'মাছ ধরা',
      RNG: 'স্লট',
      PVP: 'তাসের খেলা',
      INHOUSE: 'নিজস্ব গেম',
      COCKFIGHT: 'মোরগ লড়াই',
      ELOTT: 'ই-লটারি',
      LOTT: 'লটারি',
      RECENT: 'সাম্প্রতিক',
    },
  },
};

registerTranslations('lobby', { bn, en });
