import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './lottery.module.css';

/** One row of a lottery list: what it shows, and at most one action at its end. */
export function LotteryRow({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.info}>{children}</span>
      {action}
    </li>
  );
}

interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  /** the quieter outline look (a detail, not the row's main action) */
  secondary?: boolean;
}

/** A lottery list's button (play, open an order, cancel a sub-order), in the list's look. */
export function RowButton({ secondary = false, ...rest }: RowButtonProps) {
  return <button type="button" className={secondary ? `${styles.play} ${styles.secondary}` : styles.play} {...rest} />;
}
