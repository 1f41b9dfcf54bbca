import type { Language } from '../http/language.ts';
import { pick } from '../http/language.ts';
import type { Merchant } from './merchants.ts';

export interface CustomerServiceChannel {
  csType: 'LIVECHAT' | 'WHATSAPP' | 'TELEGRAM' | 'FACEBOOK' | 'PHONE';
  title: string;
  url: string;
}

/** The platform's download resource types; the site answers one of each. */
export const DOWNLOAD_RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'APPDOWNLOAD2',
  'WHATSAPP',
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM2',
  'TELEGRAM3',
] as const;

export interface DownloadResource {
  resourceType: (typeof DOWNLOAD_RESOURCE_TYPES)[number];
  url: string;
  labelNameEn: string;
}

// External addresses use the reserved .example domain: nothing here may reach a real host.
export function customerServiceChannels(language: Language): CustomerServiceChannel[] {
  return [
    {
      csType: 'LIVECHAT',
      title: pick(language, { bn: '২৪ ঘণ্টা লাইভ চ্যাট', en: '24h live chat' }),
      url: 'https://chat.bdwl.example/widget?merchant=BDWL',
    },
    { csType: 'WHATSAPP', title: pick(language, { bn: 'হোয়াটসঅ্যাপ', en: 'WhatsApp' }), url: 'https://wa.bdwl.example/8801700000000' },
    {
      csType: 'TELEGRAM',
      title: pick(language, { bn: 'অফিসিয়াল টেলিগ্রাম', en: 'Official Telegram' }),
      url: 'https://t.bdwl.example/bdwl_official',
    },
    { csType: 'FACEBOOK', title: pick(language, { bn: 'ফেসবুক পেজ', en: 'Facebook page' }), url: 'https://fb.bdwl.example/bdwl.official' },
    { csType: 'PHONE', title: pick(language, { bn: '২৪ ঘণ্টা হটলাইন', en: '24h hotline' }), url: 'tel:+8809612000000' },
  ];
}

export function domainRoutes(): { domainName: string; rootDomainName: string }[] {
  return [
    { domainName: 'm.bdwl.example', rootDomainName: 'bdwl.example' },
    { domainName: 'm.bdwl2.example', rootDomainName: 'bdwl2.example' },
    { domainName: 'm.bdwl-bd.example', rootDomainName: 'bdwl-bd.example' },
  ];
}

export function downloadResources(): DownloadResource[] {
  return [
    { resourceType: 'Android', url: 'https://dl.bdwl.example/app/bdwl-latest.apk', labelNameEn: 'Android' },
    { resourceType: 'IOS', url: 'https://dl.bdwl.example/app/ios', labelNameEn: 'iOS' },
    { resourceType: 'MOBILECONFIG', url: 'https://dl.bdwl.example/app/bdwl.mobileconfig', labelNameEn: 'Configuration profile' },
    { resourceType: 'AppDownloadIcon', url: '/assets/img/icon/app-icon.svg', labelNameEn: 'App icon' },
    { resourceType: 'APPDOWNLOAD2', url: 'https://dl.bdwl.example/app/bdwl-lite.apk', labelNameEn: 'Android lite' },
    { resourceType: 'WHATSAPP', url: 'https://wa.bdwl.example/8801700000000', labelNameEn: 'WhatsApp' },
    { resourceType: 'FACEBOOK', url: 'https://fb.bdwl.example/bdwl.official', labelNameEn: 'Facebook' },
    { resourceType: 'TELEGRAM', url: 'https://t.bdwl.example/bdwl_official', labelNameEn: 'Telegram channel' },
    { resourceType: 'TELEGRAM2', url: 'https://t.bdwl.example/bdwl_promo', labelNameEn: 'Telegram promotions' },
    { resourceType: 'TELEGRAM3', url: 'https://t.bdwl.example/bdwl_support', labelNameEn: 'Telegram support' },
  ];
}

export function consolidatedSettings(merchant: Merchant, language: Language) {
  return {
    mobileTemplate: {
      mem_cen: '1',
      dep_func: '1',
      app_background: '#0b5d3b',
      app_desc: pick(language, { bn: 'অ্যাপ ডাউনলোড করুন, ৳২২২ বোনাস নিন', en: 'Get the app and claim a ৳222 bonus' }),
      app_desc_font_color: '#ffffff',
    },
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}
