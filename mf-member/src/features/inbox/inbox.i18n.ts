import { registerTranslations } from '@wl/kit';

export const NS = 'member-inbox';

const en = {
  inbox: 'Inbox',
  announcements: 'Announcements',
  agent_notices: 'Agent announcements',
  unread: 'Unread',
  mark_all_read: 'Mark all read',
  delete: 'Delete',
  delete_confirm_title: 'Delete this message?',
  delete_confirm_text: 'A deleted message cannot be restored.',
  cancel: 'Cancel',
  deleted: 'Message deleted',
  all_read: 'All messages marked read',
  empty_inbox: 'No messages yet',
  empty_notices: 'No announcements',
  login_needed: 'Log in to read your messages',
  login: 'Log in',
  close: 'Close',
  tabs: 'Messages',
};

registerTranslations(NS, {
  en,
  bn: {
    inbox: 'ইনবক্স',
    announcements: 'ঘোষণা',
    agent_notices: 'এজেন্ট ঘোষণা',
    unread: 'অপঠিত',
    mark_all_read: 'সব পঠিত করুন',
    delete: 'মুছুন',
    delete_confirm_title: 'এই বার্তাটি মুছবেন?',
    delete_confirm_text: 'মুছে ফেলা বার্তা আর ফেরত আনা যায় না।',
    cancel: 'বাতিল',
    deleted: 'বার্তা মুছে ফেলা হয়েছে',
    all_read: 'সব বার্তা পঠিত হয়েছে',
    empty_inbox: 'এখনও কোনো বার্তা নেই',
    empty_notices: 'কোনো ঘোষণা নেই',
    login_needed: 'বার্তা পড়তে লগইন করুন',
    login: 'লগইন',
    close: 'বন্ধ করুন',
    tabs: 'বার্তা',
  },
});

declare global {
  interface WlTexts {
    'member-inbox': typeof en;
  }
}
