import { registerTranslations } from '@wl/shared';

const en = { popular: { title: 'Popular games', menu: 'Game categories', more: 'More {{category}}', other_games: 'Other games' } };
const bn: typeof en = { popular: { title: 'জনপ্রিয় গেম', menu: 'গেমের ধরন', more: 'আরও {{category}}', other_games: 'অন্যান্য গেম' } };

registerTranslations('lobby', { bn, en });
