// The games feature as other features use it: the platform's game calls, the grid and the vendor tile, the
// launch and favourite actions, and the category rules.
import './games.i18n.ts';

export { addRecent, fetchFavourites, fetchGames, fetchHotGames, fetchRecent, fetchTypeVendors, launchGame } from './api/games-api.ts';
export type { TypeVendors } from '@wl/platform-contract/calls/lobby-games';
export { fetchMenus, LOTTERY_MENUS_KEY } from './api/lottery-data.ts';
export { CATEGORY_TEXT, useCategoryName } from './category-text.ts';
export type { LotteryMenu } from './api/lottery-data.ts';
export { GameGrid, GameGridSkeleton } from './components/game-grid.tsx';
export { VendorTile } from './components/vendor-tile.tsx';
export { isFavourite, useFavouritesStore } from './hooks/favourites-store.ts';
export { useFavouriteToggle, useLaunch, useOpenGame, useVendorBet } from './hooks/use-game-actions.ts';
export { useVendorData } from './hooks/use-vendor-data.ts';
export {
  COCKFIGHT_VENDORS,
  ESPORT_VENDORS,
  inHouseVendors,
  normalizeCategory,
  otherGames,
  panelCategories,
  panelKind,
  vendorItemsFor,
} from './model/category-mapping.ts';
export type { Game, GamePage, VendorData } from './model/game-types.ts';
export { launchGameId, pageBackPath } from './model/launch-rules.ts';
