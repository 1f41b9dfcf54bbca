import type { ReactNode } from 'react';
import report from './report.module.css';

interface FiguresRow {
  key: string | number;
  /** the row's name (its row header), then one figure per column after the first */
  cells: [ReactNode, ...ReactNode[]];
  /** the row the agent stands on (a tier reached): marked for the eye and for a screen reader */
  current?: boolean;
}

export interface FiguresTableProps {
  caption: ReactNode;
  captionId?: string;
  /** the column heads; the first heads the rows' names */
  columns: string[];
  rows: FiguresRow[];
}

/** A small table of figures: a caption, column heads, and rows named by their first cell. */
export function FiguresTable({ caption, captionId, columns, rows }: FiguresTableProps) {
  return (
    <table className={report.table}>
      <caption id={captionId}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [name, ...figures], current }) => (
          <tr key={key} className={current ? report.current : undefined} aria-current={current ? 'true' : undefined}>
            <th scope="row">{name}</th>
            {figures.map((figure, i) => (
              <td key={columns[i + 1]}>{figure}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
