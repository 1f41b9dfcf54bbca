import { create } from 'zustand';

/** How long each kind stays, from spec section 9. */
export const TOAST_DURATION = {
  /** success: 1.5 s by default; some flows use 1 s */
  success: 1500,
  successShort: 1000,
  notice: 1500,
  short: 3000,
  long: 8000,
  /** a loading toast stays until closed, at most this long */
  loading: 9999,
} as const;

export type ToastKind = 'success' | 'error' | 'info' | 'loading';

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  duration: number;
}

interface ToastState {
  /** one toast at a time, as on the legacy site: a new one replaces the one showing */
  current: ToastItem | null;
}

export const useToastStore = create<ToastState>()(() => ({ current: null }));
