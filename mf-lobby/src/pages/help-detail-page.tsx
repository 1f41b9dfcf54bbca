import { HelpScreen } from '../features/help/help-screen.tsx';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadHelp as preload } from '../features/help/help-api.ts';

/** /m/helpDetail?i. */
export default function HelpDetailPage() {
  return <HelpScreen ownHeader={false} />;
}
