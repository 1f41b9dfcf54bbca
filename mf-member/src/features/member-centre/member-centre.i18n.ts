import { registerTranslations } from '@wl/kit';
import { firstScreenTexts } from './member-centre.texts.ts';

export const NS = 'member-centre';

const en = {
  title: 'Member centre',
  settings: 'Settings',
  messages: 'Messages',
  messages_unread: 'Messages, {{count}} unread',
  back: 'Back',
  login_or_register: 'Login or register',
  guest_hint: 'Log in to see your account',
  account: 'Account',
  vip: 'VIP',
  ...firstScreenTexts.en,
  vip_tile: 'VIP benefits',
  download: 'Download the app',
  android: 'Android',
  ios: 'iOS',
  mobileconfig: 'Configuration profile',
  no_downloads: 'No download is available',
  agency_centre: 'Agency centre',
  tiles: { deposit: 'Deposit', withdraw: 'Withdraw', invite: 'Invite friends', security: 'Security centre' },
  items: {
    deposit_record: 'Deposit record',
    withdraw_record: 'Withdraw record',
    account_record: 'Account record',
    betting_record: 'Betting record',
    profit_and_loss: 'Profit and loss',
    transfer_upline: 'Transfer to upline',
    reward_center: 'Reward centre',
    manual_rebate: 'Manual rebate',
    mission: 'Mission activity',
    my_rebate: 'My rebate',
    mail: 'Mail',
    feedback: 'Feedback',
    responsible_gaming: 'Responsible gaming',
  },
  unclaimed: '{{count}} to claim',
};

export type MemberCentreTexts = typeof en;

registerTranslations(NS, {
  en,
  bn: {
    title: 'সদস্য কেন্দ্র',
    settings: 'সেটিংস',
    messages: 'বার্তা',
    messages_unread: 'বার্তা, {{count}}টি অপঠিত',
    back: 'পিছনে',
    login_or_register: 'লগইন বা নিবন্ধন করুন',
    guest_hint: 'আপনার অ্যাকাউন্ট দেখতে লগইন করুন',
    account: 'অ্যাকাউন্ট',
    vip: 'ভিআইপি',
    ...firstScreenTexts.bn,
    vip_tile: 'ভিআইপি সুবিধা',
    download: 'অ্যাপ ডাউনলোড করুন',
    android: 'অ্যান্ড্রয়েড',
    ios: 'আইওএস',
    mobileconfig: 'কনফিগারেশন প্রোফাইল',
    no_downloads: 'কোনো ডাউনলোড পাওয়া যাচ্ছে না',
    agency_centre: 'এজেন্সি কেন্দ্র',
    tiles: { deposit: 'ডিপোজিট', withdraw: 'উত্তোলন', invite: 'বন্ধুদের আমন্ত্রণ', security: 'নিরাপত্তা কেন্দ্র' },
    items: {
      deposit_record: 'ডিপোজিট রেকর্ড',
      withdraw_record: 'উত্তোলন রেকর্ড',
      account_record: 'অ্যাকাউন্ট রেকর্ড',
      betting_record: 'বাজির রেকর্ড',
      profit_and_loss: 'লাভ ও ক্ষতি',
      transfer_upline: 'আপলাইনে ট্রান্সফার',
      reward_center: 'পুরস্কার কেন্দ্র',
      manual_rebate: 'ম্যানুয়াল রিবেট',
      mission: 'মিশন কার্যক্রম',
      my_rebate: 'আমার রিবেট',
      mail: 'মেইল',
      feedback: 'মতামত',
      responsible_gaming: 'দায়িত্বশীল খেলা',
    },
    unclaimed: '{{count}}টি সংগ্রহের অপেক্ষায়',
  },
});

declare global {
  interface WlTexts {
    'member-centre': typeof en;
  }
}
