import { registerTranslations } from '@wl/kit';

const en = {
  rain: {
    title: 'Red envelope rain',
    intro: 'Every day at {{times}} (Bangladesh time) red envelopes fall for {{minutes}} minutes. Tap one to win up to {{max}}.',
    next: 'Next rain starts in',
    now: 'It is raining envelopes! Tap one.',
    ends: 'Ends at {{time}}',
    envelope: 'Red envelope',
    won: 'You won {{amount}}!',
    claimed: "You took this rain's envelope: {{amount}}",
    login: 'Log in to take an envelope',
  },
};
const bn: typeof en = {
  rain: {
    title: 'লাল খামের বৃষ্টি',
    intro: 'প্রতিদিন {{times}} (বাংলাদেশ সময়) {{minutes}} মিনিট ধরে লাল খাম ঝরে। একটি চাপুন, জিতুন {{max}} পর্যন্ত।',
    next: 'পরের বৃষ্টি শুরু হতে বাকি',
    now: 'খামের বৃষ্টি চলছে! একটি চাপুন।',
    ends: 'শেষ হবে {{time}}',
    envelope: 'লাল খাম',
    won: 'আপনি {{amount}} জিতেছেন!',
    claimed: 'এই বৃষ্টির খাম আপনি নিয়েছেন: {{amount}}',
    login: 'খাম নিতে লগইন করুন',
  },
};

registerTranslations('lobby', { bn, en });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type RedRainTexts = typeof en;
