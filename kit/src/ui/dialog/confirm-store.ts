import type { ReactNode } from 'react';
import { create } from 'zustand';

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  /** default t('ui.confirm') */
  confirmText?: string;
  /** default t('ui.cancel') */
  cancelText?: string;
}

interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (answer: boolean) => void;
}

interface ConfirmState {
  /** questions in the order asked; the host shows the first */
  queue: PendingConfirm[];
}

export const useConfirmStore = create<ConfirmState>()(() => ({ queue: [] }));

let nextId = 1;

/**
 * Asks a yes/no question from any code: `if (await confirmDialog({ title, message })) ...`.
 * Resolves true on confirm, false on cancel, Escape or a tap outside. `<DialogHost />` shows it.
 */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const pending: PendingConfirm = { ...options, id: nextId++, resolve };
    useConfirmStore.setState((s) => ({ queue: [...s.queue, pending] }));
  });
}

/** Answers a question and takes it off the queue. */
export function answerConfirm(id: number, answer: boolean) {
  const pending = useConfirmStore.getState().queue.find((p) => p.id === id);
  if (!pending) return;
  useConfirmStore.setState((s) => ({ queue: s.queue.filter((p) => p.id !== id) }));
  pending.resolve(answer);
}
