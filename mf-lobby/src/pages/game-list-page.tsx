import { useSearchParams } from '@wl/kit';
import { GameBrowser } from '../features/game-list/components/game-browser.tsx';
import { preloadGameBrowser } from '../features/game-list/preload.ts';

const pageQuery = (params: URLSearchParams) => ({ gameType: params.get('gameType') || 'RNG', vendor: params.get('vendor') });

/** The shell calls it when the site starts on this page, before the first render. */
export function preload(params: URLSearchParams) {
  const { gameType, vendor } = pageQuery(params);
  return preloadGameBrowser(gameType, vendor);
}

/** /m/gameList?gameType= (RECENT opens the recent games; vendor= preselects a vendor). */
export default function GameListPage() {
  const [params] = useSearchParams();
  const { gameType, vendor } = pageQuery(params);
  return <GameBrowser key={`${gameType}|${vendor ?? ''}`} gameType={gameType} initialVendor={vendor} />;
}
