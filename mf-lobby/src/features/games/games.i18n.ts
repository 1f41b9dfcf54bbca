import { registerTranslations } from '@wl/kit';
import { lobbyEnglish } from '../lobby-english.ts';
import bn from './games.bn.ts';

// on the home's first screen: Bengali, the default, rides in the code; English is fetched only when on screen
registerTranslations('lobby', { bn, en: lobbyEnglish });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type GamesTexts = typeof bn;
