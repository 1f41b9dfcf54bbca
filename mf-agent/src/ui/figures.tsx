import type { ReactNode } from 'react';
import report from './report.module.css';

/** A screen's headline figures, each a label over its value (a definition list, read as pairs). */
export function Figures({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className={`${report.figures} wl-figures`}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
