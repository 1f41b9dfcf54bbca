import type { ReactNode } from 'react';
import { useFocusOnArrival } from '../../lib/use-focus-on-arrival.ts';
import layout from '../screen/screen.module.css';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'pending' | 'success' | 'warning' | 'danger';

const ICONS: Record<NoticeTone, string> = { info: 'i', pending: '⏳', success: '✓', warning: '!', danger: '×' };

export interface NoticeProps {
  tone: NoticeTone;
  title: ReactNode;
  text?: ReactNode;
  /** actions under the text (links, buttons) */
  children?: ReactNode;
  /** 'alert' for a problem that appears while the player acts; 'status' for news they wait for */
  live?: 'alert' | 'status';
  headingLevel?: 2 | 3;
  /** the notice replaced what the player acted in: its heading takes the focus */
  focusOnArrival?: boolean;
}

/** A state of a cashier screen in words: a request pending, done, refused, not allowed. */
export function Notice({ tone, title, text, children, live, headingLevel = 2, focusOnArrival = false }: NoticeProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = useFocusOnArrival<HTMLHeadingElement>(focusOnArrival);
  return (
    <section className={`${layout.surface} ${styles.notice} ${styles[tone]} wl-stack`} role={live} data-testid={`notice-${tone}`}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <Heading className={styles.title} ref={heading} tabIndex={focusOnArrival ? -1 : undefined}>
        {title}
      </Heading>
      {text ? <div className={styles.text}>{text}</div> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
