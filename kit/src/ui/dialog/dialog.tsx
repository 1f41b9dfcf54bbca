import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type RefObject, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';
import { useModal } from './use-modal.ts';

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
  const dialogRef = useModal(open, onClose, initialFocus);

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
