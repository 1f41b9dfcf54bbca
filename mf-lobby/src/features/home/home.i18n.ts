import { registerTranslations } from '@wl/kit';
import { lobbyEnglish } from '../lobby-english.ts';
import bn from './home.bn.ts';

// Bengali, the default, rides in the code; English is fetched only when on screen (a component that
// renders before it is here waits for it).
registerTranslations('lobby', { bn, en: lobbyEnglish });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type HomeTexts = typeof bn;
