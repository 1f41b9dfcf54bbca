import { create } from 'zustand';

/** What the page shows about the app itself: a new version waiting, and the connection. */
export interface PwaState {
  /** a new service worker, installed and waiting for the page to let it take over */
  waiting: ServiceWorker | null;
  offline: boolean;
  setWaiting(worker: ServiceWorker | null): void;
  setOffline(offline: boolean): void;
}

export const usePwaStore = create<PwaState>()((set) => ({
  waiting: null,
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  setWaiting: (waiting) => set({ waiting }),
  setOffline: (offline) => set({ offline }),
}));

/** The connection as the browser reports it, followed from the first import (before a start can fail). */
function watchConnection(target: Pick<Window, 'addEventListener'> = window) {
  const { setOffline } = usePwaStore.getState();
  target.addEventListener('online', () => setOffline(false));
  target.addEventListener('offline', () => setOffline(true));
}

if (typeof window !== 'undefined') watchConnection();
