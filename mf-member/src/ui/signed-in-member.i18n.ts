import { registerTranslations } from '@wl/shared';

const en = { login_to_see: 'Log in to see this page', login: 'Log in' };
const bn: typeof en = { login_to_see: 'এই পাতা দেখতে লগইন করুন', login: 'লগইন' };

registerTranslations('member-gate', { bn, en });
