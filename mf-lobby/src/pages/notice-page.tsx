import { NoticesScreen } from '../features/notices/notices-screen.tsx';

/** /m/notice. */
export default function NoticePage() {
  return <NoticesScreen />;
}
