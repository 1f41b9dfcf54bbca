import { LaunchScreen } from '../features/launch/launch-screen.tsx';

/** /m/launchGame?playType&prize_mode&code&pageBack (and vendor, nodeId, gameCategory). */
export default function LaunchGamePage() {
  return <LaunchScreen />;
}
