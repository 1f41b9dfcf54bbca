import { registerTranslations } from '@wl/kit';

// Texts of the content pages: notices, help, agreement, service, leader board.
const en = {
  content: {
    notices: 'Notices',
    open_notice: 'Show',
    help_topics: 'Help topics',
    back: 'Back',
    service_title: 'Contact us',
    service_intro: 'Our team is here for you 24 hours a day.',
    live_chat: 'Start live chat',
    rank: 'Rank',
    player: 'Player',
    game: 'Game',
    win: 'Win',
  },
};
const bn: typeof en = {
  content: {
    notices: 'বিজ্ঞপ্তি',
    open_notice: 'দেখুন',
    help_topics: 'সহায়তার বিষয়',
    back: 'পিছনে',
    service_title: 'যোগাযোগ করুন',
    service_intro: 'আমাদের দল ২৪ ঘণ্টা আপনার পাশে আছে।',
    live_chat: 'লাইভ চ্যাট শুরু করুন',
    rank: 'র‍্যাঙ্ক',
    player: 'খেলোয়াড়',
    game: 'গেম',
    win: 'জয়',
  },
};

registerTranslations('lobby', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type ContentTexts = typeof en;
