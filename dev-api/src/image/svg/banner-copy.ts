/** The parts of a banner's art besides its headline (which is the banner's title in the database). */
export interface BannerCopy {
  theme: 'bonus' | 'cricket' | 'slots' | 'app' | 'gift';
  amount: { bn: string; en: string };
  cta: { bn: string; en: string };
}

/** The seeded banners' amounts and calls to action; a banner added later gets its theme from its name. */
const COPY: Record<string, BannerCopy> = {
  'welcome-bonus': { theme: 'bonus', amount: { bn: '৳৫,০০০', en: '৳5,000' }, cta: { bn: 'এখনই ডিপোজিট করুন', en: 'Deposit now' } },
  'bpl-2026': { theme: 'cricket', amount: { bn: '+২০% অডস', en: '+20% odds' }, cta: { bn: 'বাজি ধরুন', en: 'Bet now' } },
  'slots-festival': { theme: 'slots', amount: { bn: '৫০ ফ্রি স্পিন', en: '50 free spins' }, cta: { bn: 'খেলুন', en: 'Play now' } },
  'app-download': { theme: 'app', amount: { bn: '৳২২২', en: '৳222' }, cta: { bn: 'ডাউনলোড', en: 'Download' } },
};

const DEFAULT_CTA = { bn: 'বিস্তারিত দেখুন', en: 'See more' };

export function bannerCopy(name: string): BannerCopy {
  const known = COPY[name];
  if (known) return known;
  const theme = /cricket|bpl|match|sport/.test(name) ? 'cricket' : /slot|spin/.test(name) ? 'slots' : /app/.test(name) ? 'app' : 'gift';
  return { theme, amount: { bn: '', en: '' }, cta: DEFAULT_CTA };
}
