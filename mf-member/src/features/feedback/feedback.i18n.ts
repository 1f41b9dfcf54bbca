import { registerTranslations } from '@wl/kit';

export const NS = 'member-feedback';

const en = {
  title: 'Feedback',
  type: 'Feedback type',
  choose_type: 'Choose a type',
  remark: 'Your feedback',
  counter: '{{count}}/{{max}}',
  images: 'Pictures (up to 3, PNG or JPG, 5 MB each)',
  add_images: 'Add pictures',
  remove_image: 'Remove picture {{n}}',
  preview: 'Picture {{n}}',
  send: 'Send',
  sending: 'Sending...',
  sent: 'Thank you, your feedback has been sent',
  errors: {
    type: 'Choose a feedback type',
    required: 'Write your feedback',
    too_long: 'Feedback can be at most 140 characters',
    image_type: 'Only PNG or JPG pictures are accepted',
    image_size: 'Each picture can be at most 5 MB',
    too_many_images: 'At most 3 pictures can be attached',
  },
  history: 'Earlier feedback',
  no_history: 'You have not sent feedback yet',
  pending: 'Waiting for a reply',
  replied: 'Replied',
  reply: 'Reply',
};

registerTranslations(NS, {
  en,
  bn: {
    title: 'মতামত',
    type: 'মতামতের ধরন',
    choose_type: 'একটি ধরন বেছে নিন',
    remark: 'আপনার মতামত',
    counter: '{{count}}/{{max}}',
    images: 'ছবি (সর্বোচ্চ ৩টি, PNG বা JPG, প্রতিটি ৫ MB)',
    add_images: 'ছবি যোগ করুন',
    remove_image: '{{n}} নম্বর ছবি সরান',
    preview: '{{n}} নম্বর ছবি',
    send: 'পাঠান',
    sending: 'পাঠানো হচ্ছে...',
    sent: 'ধন্যবাদ, আপনার মতামত পাঠানো হয়েছে',
    errors: {
      type: 'মতামতের ধরন বেছে নিন',
      required: 'আপনার মতামত লিখুন',
      too_long: 'মতামত সর্বোচ্চ ১৪০ অক্ষরের হতে পারে',
      image_type: 'শুধু PNG বা JPG ছবি গ্রহণযোগ্য',
      image_size: 'প্রতিটি ছবি সর্বোচ্চ ৫ MB হতে পারে',
      too_many_images: 'সর্বোচ্চ ৩টি ছবি যুক্ত করা যায়',
    },
    history: 'আগের মতামত',
    no_history: 'আপনি এখনও কোনো মতামত পাঠাননি',
    pending: 'উত্তরের অপেক্ষায়',
    replied: 'উত্তর দেওয়া হয়েছে',
    reply: 'উত্তর',
  },
});

declare global {
  interface WlTexts {
    'member-feedback': typeof en;
  }
}
