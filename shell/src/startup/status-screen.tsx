import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

interface Props {
  title: string;
  text: string;
  children?: ReactNode;
  testId: string;
  /** a screen of its own is the page's main; inside the site's layout (which has one) it is a section */
  as?: 'main' | 'section';
}

/** The full-page screens of the startup modes and of a failed start. */
export function StatusScreen({ title, text, children, testId, as: Tag = 'main' }: Props) {
  return (
    <Tag className={Tag === 'main' ? styles.screen : `${styles.screen} ${styles.inPage}`} data-testid={testId}>
      {Tag === 'main' ? <h1 className={styles.title}>{title}</h1> : <h2 className={styles.title}>{title}</h2>}
      <p className={styles.text}>{text}</p>
      {children}
    </Tag>
  );
}
