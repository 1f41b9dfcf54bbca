import { registerTranslations } from '@wl/kit';

const en = {
  lottery: {
    modes: 'Prize modes',
    latest: 'Latest draw {{issue}}',
    next_draw: 'Next draw {{time}}',
    play: 'Play',
    results: 'Results',
    history: 'Recent draws',
    orders: 'My orders',
    order_detail: 'Order {{id}}',
    issue: 'Issue',
    stake: 'Stake',
    win: 'Win',
    odds: 'Odds',
    cancel: 'Cancel bet',
    cancel_confirm: 'Cancel this bet of {{amount}}? The stake goes back to your balance.',
    cancelled: 'Bet cancelled',
    login_for_orders: 'Log in to see your orders',
    login: 'Log in',
    more: 'All results',
    status: { PENDING: 'Open', WON: 'Won', LOST: 'Lost', CANCELLED: 'Cancelled' },
  },
};

const bn: typeof en = {
  lottery: {
    modes: 'পুরস্কারের ধরন',
    latest: 'সর্বশেষ ড্র {{issue}}',
    next_draw: 'পরের ড্র {{time}}',
    play: 'খেলুন',
    results: 'ফলাফল',
    history: 'সাম্প্রতিক ড্র',
    orders: 'আমার অর্ডার',
    order_detail: 'অর্ডার {{id}}',
    issue: 'ইস্যু',
    stake: 'বাজি',
    win: 'জয়',
    odds: 'অডস',
    cancel: 'বাজি বাতিল করুন',
    cancel_confirm: '{{amount}}-এর এই বাজি বাতিল করবেন? টাকা আপনার ব্যালেন্সে ফিরে যাবে।',
    cancelled: 'বাজি বাতিল হয়েছে',
    login_for_orders: 'আপনার অর্ডার দেখতে লগইন করুন',
    login: 'লগইন',
    more: 'সব ফলাফল',
    status: { PENDING: 'চলমান', WON: 'জিতেছে', LOST: 'হেরেছে', CANCELLED: 'বাতিল' },
  },
};

registerTranslations('lobby', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type LotteryTexts = typeof en;
