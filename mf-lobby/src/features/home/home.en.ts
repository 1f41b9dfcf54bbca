// The home screen's English texts: fetched only when English is on screen (home.i18n.ts).
import type { HomeTexts } from './home.bn.ts';

const en: HomeTexts = {
  home: {
    banners: 'Promotions',
    banner_slide: 'Banner {{n}} of {{total}}',
    hot_matches: 'Hot matches',
    vs: 'VS',
    odds_home: 'Home win odds',
    odds_draw: 'Draw odds',
    odds_away: 'Away win odds',
    match_modal_title: 'Hot match',
    bet_now: 'Bet now',
    notices: 'Notices',
    no_announcement: 'No announcement',
    jackpot: 'Jackpot',
    prize_pool: 'Prize pool',
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
    contract: {
      daily_salary: 'You have a daily salary contract waiting for your answer. Open it now?',
      dividend: 'You have a dividend contract waiting for your answer. Open it now?',
      hourly_salary: 'You have an hourly salary contract waiting for your answer. Open it now?',
      title: 'Contract request',
    },
  },
};

export default en;
