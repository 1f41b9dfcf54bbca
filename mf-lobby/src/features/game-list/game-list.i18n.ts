import { registerTranslations } from '@wl/kit';

const en = {
  list: {
    search: 'Search games',
    search_placeholder: 'Game name',
    search_submit: 'Search',
    quick: 'Quick lists',
    tabs: { recent: 'Recent', fav: 'Favourites', hot: 'Hot' },
    vendors: 'Providers',
    all_vendors: 'All providers',
    vendors_prev: 'Previous providers',
    vendors_next: 'More providers',
    classification: 'Game classes',
    classes: { ALL: 'All', NEW: 'New', FAV: 'Favourites', HOT: 'Hot' },
    filter: 'Filter',
    filter_title: 'Filter games',
    vendor_filter: 'Provider',
    min_bet: 'Minimum bet',
    min_bet_all: 'All',
    apply: 'Show games',
    reset: 'Reset',
    loading_more: 'Loading more games',
    end: 'That is all',
    login_for_tab: 'Log in to see your {{tab}}',
    login: 'Log in',
    types: 'Game types',
  },
};

const bn: typeof en = {
  list: {
    search: 'গেম খুঁজুন',
    search_placeholder: 'গেমের নাম',
    search_submit: 'খুঁজুন',
    quick: 'দ্রুত তালিকা',
    tabs: { recent: 'সাম্প্রতিক', fav: 'প্রিয়', hot: 'জনপ্রিয়' },
    vendors: 'প্রোভাইডার',
    all_vendors: 'সব প্রোভাইডার',
    vendors_prev: 'আগের প্রোভাইডার',
    vendors_next: 'আরও প্রোভাইডার',
    classification: 'গেমের শ্রেণি',
    classes: { ALL: 'সব', NEW: 'নতুন', FAV: 'প্রিয়', HOT: 'জনপ্রিয়' },
    filter: 'ফিল্টার',
    filter_title: 'গেম ফিল্টার করুন',
    vendor_filter: 'প্রোভাইডার',
    min_bet: 'সর্বনিম্ন বাজি',
    min_bet_all: 'সব',
    apply: 'গেম দেখুন',
    reset: 'রিসেট',
    loading_more: 'আরও গেম লোড হচ্ছে',
    end: 'আর কোনো গেম নেই',
    login_for_tab: 'আপনার {{tab}} দেখতে লগইন করুন',
    login: 'লগইন',
    types: 'গেমের ধরন',
  },
};

registerTranslations('lobby', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type GameListTexts = typeof en;
