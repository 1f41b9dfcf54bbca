import styles from './lottery.module.css';

/** A draw's numbers as balls. */
export function LotteryBalls({ numbers, label }: { numbers: number[]; label: string }) {
  return (
    // the numbers the platform drew, written as they are drawn, as its issue numbers are (codes, decision 025)
    <span className={styles.balls} role="img" aria-label={`${label}: ${numbers.join(', ')}`} data-verbatim="">
      {numbers.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a draw's numbers may repeat, and their order never changes
        <span key={i} className={styles.ball} aria-hidden="true">
          {n}
        </span>
      ))}
    </span>
  );
}
