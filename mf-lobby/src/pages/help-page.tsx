import { HelpScreen } from '../features/help/help-screen.tsx';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadHelp as preload } from '../features/help/help-api.ts';

/** /m/help (no shell header: the page has its own). */
export default function HelpPage() {
  return <HelpScreen ownHeader />;
}
