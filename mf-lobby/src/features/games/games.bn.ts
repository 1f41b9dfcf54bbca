// The game tiles and details: Bengali texts, the default language: they ride in the code (games.i18n.ts).
const bn = {
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

export type GamesTexts = typeof bn;
export default bn;
