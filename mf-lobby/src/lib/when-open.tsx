import { Suspense, type ReactNode } from 'react';

/** A lazily loaded dialog, drawer or guide: its code loads when it first opens, and nothing shows meanwhile. */
export function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
