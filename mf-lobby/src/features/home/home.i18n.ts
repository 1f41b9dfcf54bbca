import { registerTranslations } from '@wl/shared';
import bn from './home.bn.ts';

<<<<<<< HEAD
// Bengali, the default, rides in the code; English is fetched only when on screen (a component that
// renders before it is here waits for it).
registerTranslations('lobby', { bn, en: () => import(/* webpackChunkName: "texts-en-home" */ './home.en.ts') });
=======
const en = {
  home: {
    banners: 'Promotions',
    banner_slide: 'Banner {{n}} of {{total}}',
    hot_matches: 'Hot matches',
    vs: 'VS',
    match_modal_title: 'Hot match',
    bet_now: 'Bet now',
    notices: 'Notices',
    no_announcement: 'No announcement',
    jackpot: 'Jackpot',
    winners: 'Latest winners',
    winner_row: '{{name}} won {{amount}} in {{game}}',
    download_app: 'Download the app',
    download_bar_text: 'Get the app for faster play',
    close_download_bar: 'Close the download bar',
    android: 'Android',
    ios: 'iOS',
    mobileconfig: 'Configuration profile',
    add_to_home: 'Add to home screen',
    add_to_home_title: 'Add to your home screen',
    guide: {
      ios: ['Open this site in Safari.', 'Tap the Share button at the bottom of the screen.', 'Choose "Add to Home Screen", then "Add".'],
      'ios-legacy': [
        'Open this site in Safari (iOS below 12.2).',
        'Tap the Share arrow in the toolbar.',
        'Scroll the lower row to "Add to Home Screen" and tap "Add" at the top right.',
      ],
      android: ['Open the browser menu (⋮).', 'Tap "Add to Home screen" or "Install app".', 'Confirm with "Add".'],
      other: ['Open the browser menu.', 'Choose "Add to home screen" or "Install".', 'Confirm.'],
    },
    service: 'Customer service',
    service_open: 'Open customer service links',
    service_close: 'Close customer service links',
    online_service: 'Online service',
    whatsapp: 'WhatsApp',
    facebook: 'Facebook',
    telegram: 'Telegram',
    official_channels: 'Official channels',
    service_line: '24h service line',
    alternative_domains: 'Alternative domains',
    live_chat: 'Live chat',
    popup_close: 'Close',
    popup_label: 'Notice',
    contract: {
      daily_salary: 'You have a daily salary contract waiting for your answer. Open it now?',
      dividend: 'You have a dividend contract waiting for your answer. Open it now?',
      hourly_salary: 'You have an hourly salary contract waiting for your answer. Open it now?',
      title: 'Contract request',
    },
  },
};

const bn: typeof en = {
  home: {
    banners: 'প্রোমোশন',
    banner_slide: 'ব্যানার {{n}} / {{total}}',
    hot_matches: 'জনপ্রিয় ম্যাচ',
    vs: 'বনাম',
    match_modal_title: 'জনপ্রিয় ম্যাচ',
    bet_now: 'এখনই বাজি ধরুন',
    notices: 'বিজ্ঞপ্তি',
    no_announcement: 'কোনো ঘোষণা নেই',
    jackpot: 'জ্যাকপট',
    winners: 'সাম্প্রতিক বিজয়ী',
    winner_row: '{{name}} {{game}}-এ {{amount}} জিতেছেন',
    download_app: 'অ্যাপ ডাউনলোড করুন',
    download_bar_text: 'দ্রুত খেলতে অ্যাপটি নিন',
    close_download_bar: 'ডাউনলোড বার বন্ধ করুন',
    android: 'অ্যান্ড্রয়েড',
    ios: 'আইওএস',
    mobileconfig: 'কনফিগারেশন প্রোফাইল',
    add_to_home: 'হোম স্ক্রিনে যোগ করুন',
    add_to_home_title: 'আপনার হোম স্ক্রিনে যোগ করুন',
    guide: {
      ios: ['সাফারিতে এই সাইটটি খুলুন।', 'নিচের শেয়ার বোতামে চাপুন।', '"হোম স্ক্রিনে যোগ করুন" বেছে নিয়ে "যোগ করুন" চাপুন।'],
      'ios-legacy': [
        'সাফারিতে এই সাইটটি খুলুন (আইওএস ১২.২-এর নিচে)।',
        'টুলবারের শেয়ার তীরে চাপুন।',
        'নিচের সারিতে "হোম স্ক্রিনে যোগ করুন" খুঁজে ডান উপরের "যোগ করুন" চাপুন।',
      ],
      android: ['ব্রাউজারের মেনু (⋮) খুলুন।', '"হোম স্ক্রিনে যোগ করুন" বা "অ্যাপ ইনস্টল করুন" চাপুন।', '"যোগ করুন" দিয়ে নিশ্চিত করুন।'],
      other: ['ব্রাউজারের মেনু খুলুন।', '"হোম স্ক্রিনে যোগ করুন" বা "ইনস্টল করুন" বেছে নিন।', 'নিশ্চিত করুন।'],
    },
    service: 'গ্রাহক সেবা',
    service_open: 'গ্রাহক সেবার লিঙ্ক খুলুন',
    service_close: 'গ্রাহক সেবার লিঙ্ক বন্ধ করুন',
    online_service: 'অনলাইন সেবা',
    whatsapp: 'হোয়াটসঅ্যাপ',
    facebook: 'ফেসবুক',
    telegram: 'টেলিগ্রাম',
    official_channels: 'অফিসিয়াল চ্যানেল',
    service_line: '২৪ ঘণ্টা সেবা লাইন',
    alternative_domains: 'বিকল্প ডোমেইন',
    live_chat: 'লাইভ চ্যাট',
    popup_close: 'বন্ধ করুন',
    popup_label: 'বিজ্ঞপ্তি',
    contract: {
      daily_salary: 'একটি দৈনিক বেতন চুক্তি আপনার উত্তরের অপেক্ষায়। এখনই খুলবেন?',
      dividend: 'একটি লভ্যাংশ চুক্তি আপনার উত্তরের অপেক্ষায়। এখনই খুলবেন?',
      hourly_salary: 'একটি ঘণ্টাভিত্তিক বেতন চুক্তি আপনার উত্তরের অপেক্ষায়। এখনই খুলবেন?',
      title: 'চুক্তির অনুরোধ',
    },
  },
};

registerTranslations('lobby', { bn, en });
>>>>>>> main
