import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

/** The busy ring; decorative, so whoever shows it also says what is happening in text. */
export function Spinner({ size }: { size?: number }) {
  const style = size ? ({ '--wl-spinner-size': `${size}px` } as CSSProperties) : undefined;
  return <span className={styles.spinner} style={style} aria-hidden="true" />;
}
