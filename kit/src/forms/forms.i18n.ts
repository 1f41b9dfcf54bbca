// The kit's texts join the 'common' namespace under 'forms.' when the first form loads (not on the first screen).
import { registerTranslations } from '@wl/kit';

const en = {
  show_password: 'Show password',
  dialing_code: 'Country code',
  dialing_code_option: '+{{code}} {{country}}',
  captcha: 'Verification code',
  captcha_placeholder: 'Code in the picture',
  captcha_image: 'Verification code picture, tap for a new one',
  captcha_failed: 'Tap to load',
};

const bn: typeof en = {
  show_password: 'পাসওয়ার্ড দেখান',
  dialing_code: 'দেশের কোড',
  dialing_code_option: '+{{code}} {{country}}',
  captcha: 'যাচাইকরণ কোড',
  captcha_placeholder: 'ছবির কোড',
  captcha_image: 'যাচাইকরণ কোডের ছবি, নতুন ছবির জন্য চাপুন',
  captcha_failed: 'লোড করতে চাপুন',
};

void registerTranslations('common', { en: { forms: en }, bn: { forms: bn } });

declare global {
  interface WlCommonTexts {
    forms: typeof en;
  }
}
