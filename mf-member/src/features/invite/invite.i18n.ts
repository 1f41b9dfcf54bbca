import { registerTranslations } from '@wl/kit';

export const NS = 'member-invite';

const en = {
  title: 'Invite friends',
  not_open: 'Invite friends is not open for your account; please contact customer service',
  your_code: 'Your referral code',
  your_link: 'Your referral link',
  qr: 'QR code of your referral link',
  copy_code: 'Copy code',
  copy_link: 'Copy link',
  copied: 'Copied',
  copy_failed: 'Could not copy; select the text and copy it',
  share: 'Share',
  share_text: 'Join me and get a bonus: {{link}}',
  bonus: 'Earn up to {{amount}} for each friend',
  friends: 'Invited friends',
  friend_count: 'Friends',
  deposited: 'Deposited',
  earned: 'Earned',
  no_friends: 'No friend has joined with your link yet',
  registered: 'Registered',
  first_deposit: 'First deposit',
  none: 'Not yet',
  bonus_earned: 'Bonus',
};

registerTranslations(NS, {
  en,
  bn: {
    title: 'বন্ধুদের আমন্ত্রণ',
    not_open: 'আপনার অ্যাকাউন্টে বন্ধু আমন্ত্রণ চালু নেই; অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    your_code: 'আপনার রেফারেল কোড',
    your_link: 'আপনার রেফারেল লিংক',
    qr: 'আপনার রেফারেল লিংকের কিউআর কোড',
    copy_code: 'কোড কপি করুন',
    copy_link: 'লিংক কপি করুন',
    copied: 'কপি হয়েছে',
    copy_failed: 'কপি করা যায়নি; লেখাটি বেছে নিয়ে কপি করুন',
    share: 'শেয়ার করুন',
    share_text: 'আমার সাথে যোগ দিন এবং বোনাস পান: {{link}}',
    bonus: 'প্রতিজন বন্ধুর জন্য সর্বোচ্চ {{amount}} পর্যন্ত আয় করুন',
    friends: 'আমন্ত্রিত বন্ধুরা',
    friend_count: 'বন্ধু',
    deposited: 'ডিপোজিট করেছেন',
    earned: 'আয়',
    no_friends: 'আপনার লিংকে এখনও কেউ যোগ দেননি',
    registered: 'নিবন্ধন',
    first_deposit: 'প্রথম ডিপোজিট',
    none: 'এখনও নয়',
    bonus_earned: 'বোনাস',
  },
});

declare global {
  interface WlTexts {
    'member-invite': typeof en;
  }
}
