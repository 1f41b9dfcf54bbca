import { registerTranslations } from '@wl/kit';

const en = {
  records: {
    betting_title: 'Team betting',
    rebate_title: 'Team rebate',
    account: 'Account',
    search: 'Search',
    empty: 'No records in this period.',
    vendor: 'Vendor',
    game: 'Game type',
    bet_count: 'Bets',
    bet_amount: 'Bet amount',
    valid_bet: 'Valid bets',
    win: 'Win',
    net: 'Net',
    members: 'Members',
    rebate: 'Rebate',
    claimed: 'Claimed',
    unclaimed: 'Not claimed',
    game_type: {
      SPORTS: 'Sports',
      ESPORTS: 'E-sports',
      COCKFIGHT: 'Cockfighting',
      LIVE: 'Live casino',
      FISH: 'Fishing',
      RNG: 'Slots',
      INHOUSE: 'In-house games',
      PVP: 'Card games',
      LOTT: 'Lottery',
      ELOTT: 'E-lottery',
    },
  },
};

const bn: typeof en = {
  records: {
    betting_title: 'টিমের বেটিং',
    rebate_title: 'টিমের রিবেট',
    account: 'অ্যাকাউন্ট',
    search: 'খুঁজুন',
    empty: 'এই সময়ে কোনো রেকর্ড নেই।',
    vendor: 'ভেন্ডর',
    game: 'গেমের ধরন',
    bet_count: 'বেট সংখ্যা',
    bet_amount: 'বেটের পরিমাণ',
    valid_bet: 'বৈধ বেট',
    win: 'জয়',
    net: 'নিট',
    members: 'সদস্য',
    rebate: 'রিবেট',
    claimed: 'দাবি করা',
    unclaimed: 'দাবি করা হয়নি',
    game_type: {
      SPORTS: 'স্পোর্টস',
      ESPORTS: 'ই-স্পোর্টস',
      COCKFIGHT: 'মোরগ লড়াই',
      LIVE: 'লাইভ ক্যাসিনো',
      FISH: 'মাছ ধরা',
      RNG: 'স্লট',
      INHOUSE: 'নিজস্ব গেম',
      PVP: 'তাসের খেলা',
      LOTT: 'লটারি',
      ELOTT: 'ই-লটারি',
    },
  },
};

registerTranslations('agent', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type TeamRecordsTexts = typeof en;
