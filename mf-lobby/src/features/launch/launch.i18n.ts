import { registerTranslations } from '@wl/kit';

const en = {
  launch: {
    back: 'Back to the lobby',
    new_window: 'Open in a new window',
    loading: 'Opening the game',
    missing: 'This game could not be found',
    frame_title: 'Game',
  },
};
const bn: typeof en = {
  launch: {
    back: 'লবিতে ফিরে যান',
    new_window: 'নতুন উইন্ডোতে খুলুন',
    loading: 'গেমটি খোলা হচ্ছে',
    missing: 'গেমটি খুঁজে পাওয়া যায়নি',
    frame_title: 'গেম',
  },
};

registerTranslations('lobby', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type LaunchTexts = typeof en;
