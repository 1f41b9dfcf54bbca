// The types of this remote's texts, for i18next's typed keys (decision 059): the namespace is made of the parts its
// features register, each exporting its texts' type beside its registration.
import type { ContentTexts } from '../features/content.i18n.ts';
import type { GameListTexts } from '../features/game-list/game-list.i18n.ts';
import type { GamesTexts } from '../features/games/games.i18n.ts';
import type { HomeTexts } from '../features/home/home.i18n.ts';
import type { LaunchTexts } from '../features/launch/launch.i18n.ts';
import type { LotteryTexts } from '../features/lottery/lottery.i18n.ts';
import type { PopularTexts } from '../features/popular/popular.i18n.ts';
import type { PromotionsTexts } from '../features/promotions/promotions.i18n.ts';
import type { RedRainTexts } from '../features/red-rain/red-rain.i18n.ts';

declare global {
  interface WlTexts {
    lobby: ContentTexts &
      GameListTexts &
      GamesTexts &
      HomeTexts &
      LaunchTexts &
      LotteryTexts &
      PopularTexts &
      PromotionsTexts &
      RedRainTexts;
  }
}
