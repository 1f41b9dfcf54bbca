import {
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { dialogStack, focusableIn, trapTab } from './focus-trap.ts';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a tap on the backdrop call this */
  onClose: () => void;
  /** the buttons at the bottom, e.g. <DialogButton> */
  actions?: ReactNode;
  children?: ReactNode;
  /** the × button in the header (default shown) */
  closeButton?: boolean;
  /** a tap outside the dialog closes it (default true) */
  closeOnBackdrop?: boolean;
  /** where focus goes on open; default the dialog itself, so its title is read first */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

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

/** A modal dialog: labelled by its title, focus moved in, kept in and given back on close. */
export function Dialog({
  open,
  title,
  onClose,
  actions,
  children,
  closeButton = true,
  closeOnBackdrop = true,
  initialFocus,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
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

  if (!open) return null;

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className={styles.backdrop} onClick={onBackdrop} data-testid="dialog-backdrop">
      <div
        ref={dialogRef}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeButton && (
            <button type="button" className={styles.close} aria-label={t('ui.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}

export interface DialogButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

/** A dialog action button in the kit's style. */
export function DialogButton({ variant = 'secondary', className, type = 'button', ...rest }: DialogButtonProps) {
  const classes = [styles.button, variant === 'primary' ? styles.primary : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
