import { NoticesScreen } from '../features/notices/notices-screen.tsx';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadNotices as preload } from '../features/notices/notices-screen.tsx';

/** /m/notice. */
export default function NoticePage() {
  return <NoticesScreen />;
}
