import { registerTranslations } from '@wl/kit';

// Texts of the standalone entry's own page: the records-kit demo (/dev/records-kit).
export const demoEn = {
  title: 'Records kit',
  intro: 'RecordsList with data from memory: choose a scenario to see each state a record screen can be in.',
  scenario: 'Scenario',
  scenario_many_pages: 'Many pages',
  scenario_empty: 'Empty',
  scenario_error: 'Error',
  scenario_slow: 'Slow (2.5 s)',
  scenario_flaky: 'Fails, then works on retry',
  list: 'Demo records',
  totals: '{{count}} records · {{amount}}',
};

export const demoBn: typeof demoEn = {
  title: 'রেকর্ড কিট',
  intro: 'মেমরির তথ্য দিয়ে RecordsList: একটি পরিস্থিতি বেছে নিয়ে রেকর্ড পাতার প্রতিটি অবস্থা দেখুন।',
  scenario: 'পরিস্থিতি',
  scenario_many_pages: 'অনেক পাতা',
  scenario_empty: 'খালি',
  scenario_error: 'ত্রুটি',
  scenario_slow: 'ধীর (২.৫ সেকেন্ড)',
  scenario_flaky: 'প্রথমে ব্যর্থ, আবার চেষ্টায় চলে',
  list: 'ডেমো রেকর্ড',
  totals: '{{count}}টি রেকর্ড · {{amount}}',
};

// merged into the 'cashier' namespace when the screen that uses them loads: a page's chunk carries only its own texts
registerTranslations('cashier', { en: { demo: demoEn }, bn: { demo: demoBn } });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type DemoTexts = { demo: typeof demoEn };
