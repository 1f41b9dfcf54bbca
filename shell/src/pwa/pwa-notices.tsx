import { Suspense, useState } from 'react';
import { lazyPart } from '../app/lazy-part.ts';
import { usePwaStore } from './pwa-store.ts';

/** The bars' code, fetched the first time there is something to say (or ahead, once the page is idle). */
export const loadPwaNoticeBars = () => import('./pwa-notice-bars.tsx');
const PwaNoticeBars = lazyPart(() => loadPwaNoticeBars().then((m) => m.PwaNoticeBars));

/**
 * The offline message and the new-version prompt, when there is one of them to show. They sit over the
 * page (fixed), so their code arriving late moves nothing.
 */
export function PwaNotices() {
  const offline = usePwaStore((s) => s.offline);
  const waiting = usePwaStore((s) => s.waiting);
  const [dismissed, setDismissed] = useState<ServiceWorker | null>(null);
  const offerUpdate = waiting !== null && waiting !== dismissed;
  if (!offline && !offerUpdate) return null;
  return (
    <Suspense fallback={null}>
      <PwaNoticeBars offline={offline} offerUpdate={offerUpdate} onLater={() => setDismissed(waiting)} />
    </Suspense>
  );
}
