import { RedRainScreen } from '../features/red-rain/red-rain-screen.tsx';

/** /m/redRain: the red envelope rain. */
export default function RedRainPage() {
  return <RedRainScreen />;
}
