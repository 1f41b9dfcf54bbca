// The popular games block: Bengali texts, the default language: they ride in the code (popular.i18n.ts).
const bn = { popular: { title: 'জনপ্রিয় গেম', menu: 'গেমের ধরন', more: 'আরও {{category}}', other_games: 'অন্যান্য গেম' } };

export type PopularTexts = typeof bn;
export default bn;
