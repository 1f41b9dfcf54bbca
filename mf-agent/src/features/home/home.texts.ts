// The agency centre home's texts its first screen writes, in both languages: home.i18n.ts registers them with the rest,
// and the first screen's keep (first-screen/home-shape.ts), which runs before i18next, writes the greeting and the date
// as the app does. Only these: the keep's script is capped at 4,096 B (decision 072).
export const firstScreenTexts = {
  en: {
    greeting: {
      morning: 'Good morning, {{name}}',
      early_afternoon: 'Good afternoon, {{name}}',
      late_afternoon: 'Good afternoon, {{name}}',
      evening: 'Good evening, {{name}}',
    },
    today: 'Today {{date}}',
  },
  bn: {
    greeting: {
      morning: 'শুভ সকাল, {{name}}',
      early_afternoon: 'শুভ দুপুর, {{name}}',
      late_afternoon: 'শুভ বিকেল, {{name}}',
      evening: 'শুভ সন্ধ্যা, {{name}}',
    },
    today: 'আজ {{date}}',
  },
};
