import { TOAST_DURATION, useToastStore, type ToastKind } from './toast-store.ts';

export interface ToastHandle {
  id: number;
  /** closes this toast if it is still the one showing (a newer toast is left alone) */
  close: () => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

function close(id: number) {
  if (useToastStore.getState().current?.id !== id) return;
  clearTimeout(timer);
  useToastStore.setState({ current: null });
}

function show(kind: ToastKind, text: string, duration: number): ToastHandle {
  const id = nextId++;
  clearTimeout(timer);
  useToastStore.setState({ current: { id, kind, text, duration } });
  // The timer lives here, not in the host, so toasts raised from plain code (the HTTP layer) expire
  // even before a host mounts.
  if (duration > 0 && Number.isFinite(duration)) timer = setTimeout(() => close(id), duration);
  return { id, close: () => close(id) };
}

/**
 * Toasts for any code, React or not: `toast.success(t('change_saved'), 1000)`. Texts arrive translated.
 * `<ToastHost />` shows them.
 */
export const toast = {
  success: (text: string, ms: number = TOAST_DURATION.success) => show('success', text, ms),
  error: (text: string, ms: number = TOAST_DURATION.short) => show('error', text, ms),
  info: (text: string, ms: number = TOAST_DURATION.short) => show('info', text, ms),
  /** a spinner that blocks taps until closed, or for `ms` at most */
  loading: (text: string, ms: number = TOAST_DURATION.loading) => show('loading', text, ms),
  /** closes whatever toast is showing */
  dismiss: () => {
    clearTimeout(timer);
    useToastStore.setState({ current: null });
  },
};
