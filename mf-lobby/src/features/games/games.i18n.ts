import { registerTranslations } from '@wl/shared';
import { lobbyEnglish } from '../lobby-english.ts';
import bn from './games.bn.ts';

// on the home's first screen: Bengali, the default, rides in the code; English is fetched only when on screen
registerTranslations('lobby', { bn, en: lobbyEnglish });

type Texts = typeof bn;
declare global {
  interface WlLobbyTexts extends Texts {}
  interface WlTexts {
    lobby: WlLobbyTexts;
  }
}
