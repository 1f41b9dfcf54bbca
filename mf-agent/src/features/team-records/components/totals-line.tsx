import styles from './team-records.module.css';

/** A list's totals as label: value pairs (the platform's sums over every row, not just the page). */
export function TotalsLine({ items }: { items: [string, string][] }) {
  return (
    <dl className={styles.totals}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
