// A list's table in its white, bordered card, with its column headings from one list of columns.
import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#app/ui/table';

/** A table column's heading; `srOnly` for one only screen readers read (the actions column). */
export type Column = { label: string; className?: string; srOnly?: boolean };

export const ACTIONS_COLUMN: Column = { label: 'Aktionen', srOnly: true };

export function ColumnHeads({ columns }: { columns: Column[] }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column.label} className={column.className}>
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

/** A list's table in its white, bordered card: the column headings, then the rows given. */
export function TableCard({
  columns,
  scroll = false,
  footer,
  children,
}: {
  columns: Column[];
  /** The card itself scrolls sideways (a wide table among other content). */
  scroll?: boolean;
  /** A `TableFooter` after the rows (e.g. totals). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={
        scroll ? 'overflow-x-auto rounded-lg border border-border bg-white' : 'rounded-lg border border-border bg-white'
      }
    >
      <Table>
        <ColumnHeads columns={columns} />
        <TableBody>{children}</TableBody>
        {footer}
      </Table>
    </div>
  );
}
