import { GameCenter } from '../features/game-list/components/game-center.tsx';

/** /m/gameCenter: every game type, one list at a time (?gameType= picks one). */
export default function GameCenterPage() {
  return <GameCenter />;
}
