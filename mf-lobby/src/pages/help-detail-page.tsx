import { HelpScreen } from '../features/help/help-screen.tsx';

/** /m/helpDetail?i. */
export default function HelpDetailPage() {
  return <HelpScreen ownHeader={false} />;
}
