// A data table that stacks into labelled rows on phones (stackTable): its caption for screen readers, its
// column headers, and the rows its caller draws (each cell with its data-label).
import type { ReactNode } from 'react';
import { stackTable as t } from './stack-table';

export interface Column {
  label: ReactNode;
  /** Added to the header cell's classes ('text-right' for amounts). */
  className?: string;
  /** The column the rows are sorted by. */
  sort?: 'ascending' | 'descending';
}

export function DataTable({ caption, columns, className, children }: { caption: string; columns: Column[]; className?: string; children: ReactNode }) {
  return (
    <table className={className ? `${t.table} ${className}` : t.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={t.thead}>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" aria-sort={c.sort} className={c.className ? `${t.th} ${c.className}` : t.th}>{c.label}</th>
          ))}
        </tr>
      </thead>
      <tbody className={t.tbody}>{children}</tbody>
    </table>
  );
}
