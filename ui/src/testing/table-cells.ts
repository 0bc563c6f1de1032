import { within } from '@testing-library/react';

/**
 * The text of each body row of a table, cell by cell, as a reader meets them:
 * the row's header (a DataTable's first column) and then its cells.
 */
export function tableCells(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );
}
