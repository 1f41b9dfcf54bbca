import { HelpScreen } from '../features/help/help-screen.tsx';

/** /m/help (no shell header: the page has its own). */
export default function HelpPage() {
  return <HelpScreen ownHeader />;
}
