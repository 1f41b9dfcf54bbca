import type { ReactNode } from 'react';
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
