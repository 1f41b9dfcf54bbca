import { GameBrowser } from '../features/game-list/components/game-browser.tsx';

/** /m/slotsCenter: the slots (RNG) list, with the NEW class of slots. */
export default function SlotsCenterPage() {
  return <GameBrowser gameType="RNG" />;
}
