// The member centre's texts its first screen writes, in both languages: member-centre.i18n.ts registers them with the
// rest, and the first screen's keep (first-screen/centre-shape.ts), which runs before i18next, writes the days since
// joining as the app does (decision 072's second addendum). Only these: a keep's script is capped at 4,096 B.
export const firstScreenTexts = {
  en: { days_joined: 'Joined {{count}} days ago' },
  bn: { days_joined: '{{count}} দিন আগে যোগ দিয়েছেন' },
};
