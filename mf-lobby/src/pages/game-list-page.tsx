import { useSearchParams } from '@wl/shared';
import { GameBrowser } from '../features/game-list/components/game-browser.tsx';

/** /m/gameList?gameType= (RECENT opens the recent games; vendor= preselects a vendor). */
export default function GameListPage() {
  const [params] = useSearchParams();
  const gameType = params.get('gameType') || 'RNG';
  const vendor = params.get('vendor');
  return <GameBrowser key={`${gameType}|${vendor ?? ''}`} gameType={gameType} initialVendor={vendor} />;
}
