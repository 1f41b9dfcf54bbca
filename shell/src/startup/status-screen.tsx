import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

/** The full-page screens of the startup modes and of a failed start. */
export function StatusScreen({ title, text, children, testId }: { title: string; text: string; children?: ReactNode; testId: string }) {
  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children}
    </main>
  );
}
