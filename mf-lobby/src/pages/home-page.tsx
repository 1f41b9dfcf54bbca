import { HomeScreen } from '../features/home/home-screen.tsx';

/** /m/home (also /, /m, /m/index, /m/index.html). */
export default function HomePage() {
  return <HomeScreen />;
}
