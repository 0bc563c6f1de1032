import type { ReactNode } from 'react';
import { Link, type ApiFailure } from '@storefront/shared';
import { LoadError, LoadingNote } from '../components/load-state';
import '../styles/stacked-table.css';

/** One column of a DataTable: its heading and what each row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures, set to the right (and kept on one line). */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. "Customers found, by name". */
  caption: string;
  /** The first column heads each row, and holds the row's link. */
  columns: readonly Column<Row>[];
  /** The rows; undefined while they load. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Where a row leads: its first cell links there. */
  rowHref?: (row: Row) => string;
  /** A class for a row, e.g. to grey out one that is switched off. */
  rowClassName?: (row: Row) => string | undefined;
  /** What a row shows for now instead of its cells, across the table (its edit form); nothing keeps the cells. */
  rowInPlace?: (row: Row) => ReactNode;
  /** What loads, for the error ("We couldn't load the customers"). */
  what: string;
  /** The note while the rows load; "Loading the customers" by default. */
  loading?: string;
  /** The load's failure, shown with a Try again that calls onRetry. */
  failure?: ApiFailure | null;
  onRetry?: () => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Below the table, e.g. a Pager or CursorPager. */
  footer?: ReactNode;
}

/**
 * The console's one table: columns as data, its loading, empty and error
 * states, row links, and one card per row at phone width (each cell then
 * names its column). As Medusa's admin has one DataTable.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  rowClassName,
  rowInPlace,
  what,
  loading = `Loading ${what}`,
  failure,
  onRetry = () => undefined,
  empty,
  footer,
}: DataTableProps<Row>) {
  if (failure) return <LoadError what={what} failure={failure} onRetry={onRetry} />;
  if (!rows) return <LoadingNote>{loading}</LoadingNote>;
  if (rows.length === 0) return <>{empty}</>;
  const [head, ...rest] = columns;
  return (
    <>
      <table className="db-table db-stacked-table">
        <caption className="db-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? 'db-table__number' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const inPlace = rowInPlace?.(row);
            if (inPlace) {
              return (
                <tr key={rowKey(row)}>
                  <td colSpan={columns.length}>{inPlace}</td>
                </tr>
              );
            }
            return (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {head && (
                  <th scope="row" className={head.numeric ? 'db-table__number' : undefined}>
                    {rowHref ? <Link to={rowHref(row)}>{head.cell(row)}</Link> : head.cell(row)}
                  </th>
                )}
                {rest.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={column.numeric ? 'db-table__number' : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {footer}
    </>
  );
}
