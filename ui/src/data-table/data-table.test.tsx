import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@storefront/shared';
import { DataTable, type Column } from './data-table';

interface Fruit {
  id: string;
  name: string;
  stock: number;
}

const COLUMNS: readonly Column<Fruit>[] = [
  { header: 'Name', cell: (fruit) => fruit.name },
  { header: 'Stock', cell: (fruit) => fruit.stock, numeric: true },
];
const FRUIT: Fruit[] = [
  { id: 'a', name: 'Apples', stock: 12 },
  { id: 'p', name: 'Pears', stock: 0 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) {
  return render(
    <MemoryRouter>
      <DataTable
        caption="Fruit in stock"
        columns={COLUMNS}
        rows={FRUIT}
        rowKey={(fruit) => fruit.id}
        what="the fruit"
        empty={<p>No fruit yet.</p>}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('DataTable', () => {
  it('draws a row per item, headed by its first column, each cell named by its column', () => {
    renderTable({ rowHref: (fruit) => `/fruit/${fruit.id}`, footer: <p>Page 1 of 1</p> });

    const table = screen.getByRole('table', { name: 'Fruit in stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Stock']);
    const pears = within(table).getByRole('row', { name: /Pears/ });
    expect(within(pears).getByRole('rowheader')).toHaveTextContent('Pears');
    expect(within(pears).getByRole('link', { name: 'Pears' })).toHaveAttribute('href', '/fruit/p');
    // At phone width each row is a card, and the label says which column a cell is.
    expect(within(pears).getByRole('cell')).toHaveAttribute('data-label', 'Stock');
    expect(within(pears).getByRole('cell')).toHaveClass('db-table__number');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('gives a row its class, and shows what stands in for a row across the table', () => {
    renderTable({
      rowClassName: (fruit) => (fruit.stock === 0 ? 'sold-out' : undefined),
      rowInPlace: (fruit) => fruit.id === 'a' && <form aria-label="Edit Apples" />,
    });

    const table = screen.getByRole('table', { name: 'Fruit in stock' });
    expect(within(table).getByRole('row', { name: /Pears/ })).toHaveClass('sold-out');
    const editing = within(table).getByRole('form', { name: 'Edit Apples' }).closest('td');
    expect(editing).toHaveAttribute('colspan', '2');
    expect(within(table).queryByRole('rowheader', { name: 'Apples' })).not.toBeInTheDocument();
  });

  it('says the rows are loading until they come', () => {
    renderTable({ rows: undefined, loading: 'Counting the fruit' });
    expect(screen.getByRole('status')).toHaveTextContent('Counting the fruit');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state, and no table, when there are no rows', () => {
    renderTable({ rows: [], footer: <p>pager</p> });
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('pager')).not.toBeInTheDocument();
  });

  it('shows a failed load with its reason, and asks again on Try again', async () => {
    const retry = jest.fn();
    renderTable({
      rows: undefined,
      failure: { message: 'The store is closed.', code: 'CLOSED', status: 503 },
      onRetry: retry,
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the fruit.");
    expect(alert).toHaveTextContent('The store is closed.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
