import { type RefObject, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { dialogStack, focusableIn, trapTab } from './focus-trap.ts';

let lockedOverflow: string | null = null;

/** Stops the page behind from scrolling while any dialog is open. */
function lockScroll() {
  if (dialogStack.size === 1) {
    lockedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}
function unlockScroll() {
  if (dialogStack.size === 0 && lockedOverflow !== null) {
    document.body.style.overflow = lockedOverflow;
    lockedOverflow = null;
  }
}

/**
 * What makes an open dialog modal: it goes on the stack of open dialogs, the page behind stops scrolling, focus moves
 * in (to `initialFocus`, else the dialog itself) and is kept in, Escape calls `onClose`, and on close focus goes back
 * to what had it. Returns the ref for the dialog's element.
 */
export function useModal(open: boolean, onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  // the latest onClose, for the keys the effect listens to
  const close = useEffectEvent(onClose);

  // A layout effect: Escape and the focus trap work from the moment the dialog is on screen (an effect runs
  // only after the browser has painted it, and a key pressed in between was lost).
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial focus is read once, when the dialog opens
  useLayoutEffect(() => {
    if (!open) return undefined;
    const id = Symbol('dialog');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogStack.push(id);
    lockScroll();
    (initialFocus?.current ?? dialogRef.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialogStack.isTop(id) || !dialogRef.current) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else {
        trapTab(dialogRef.current, event);
      }
    };
    // Focus that escapes anyway (a tap on the backdrop, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && dialogStack.isTop(id) && event.target instanceof Node && !dialog.contains(event.target)) {
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      dialogStack.remove(id);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
    // initialFocus is read once, when the dialog opens.
  }, [open]);
  return dialogRef;
}
