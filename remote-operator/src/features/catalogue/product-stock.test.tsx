import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@storefront/shared/testing';
import { resetDevice, signIn } from '../../testing/render-operator';
import { aMovement, aProductPage, bodyOf } from './catalogue-fixtures';
import { LEDGER, opening, openTea, sale, stockPanel, tea } from './product-test-setup';

describe('A product’s stock', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows the stock and its ledger, with who or which order moved it', async () => {
    await openTea();
    const panel = stockPanel();
    expect(within(panel).getByText(/In stock:/)).toHaveTextContent('In stock: 4 Low');

    const ledger = await within(panel).findByRole('table', { name: 'Stock ledger, newest first' });
    const [saleRow, openingRow] = within(ledger).getAllByRole('row').slice(1);
    expect(saleRow).toHaveTextContent('Sale');
    expect(saleRow).toHaveTextContent('\u22122');
    expect(within(saleRow!).getByRole('link', { name: 'Order CM-000012' })).toHaveAttribute(
      'href',
      '/operator/orders/00000000-0000-4000-8000-000000000012',
    );
    expect(openingRow).toHaveTextContent('Opening balance');
    expect(openingRow).toHaveTextContent('+6');
    expect(openingRow).toHaveTextContent('Olga Operator');
  });

  it('receives stock: the count and the ledger follow', async () => {
    const user = userEvent.setup();
    const received = aMovement(3, {
      quantityChange: 10,
      balanceAfter: 14,
      note: 'Tuesday delivery',
    });
    const api = await openTea({
      'POST /operator/products/5/stock-adjustments': {
        status: 201,
        data: { product: { ...tea, stock: 14 }, movement: received },
      },
      [LEDGER]: [
        { status: 200, data: aProductPage([sale, opening]) },
        { status: 200, data: aProductPage([received, sale, opening]) },
      ],
    });
    const panel = stockPanel();
    await within(panel).findByRole('table');

    await user.type(within(panel).getByLabelText('Quantity received'), '10');
    await user.type(within(panel).getByLabelText('Note (optional)'), 'Tuesday delivery');
    await user.click(within(panel).getByRole('button', { name: 'Save adjustment' }));

    await waitFor(() =>
      expect(within(panel).getByText(/In stock:/)).toHaveTextContent('In stock: 14'),
    );
    expect(within(panel).getByText(/In stock:/)).not.toHaveTextContent('Low');
    expect(bodyOf(api.to('POST /operator/products/5/stock-adjustments')[0]!.data)).toEqual({
      reason: 'received',
      quantity: 10,
      note: 'Tuesday delivery',
    });
    await waitFor(() => expect(within(panel).queryAllByRole('row')).toHaveLength(4));
    const newest = within(panel).getAllByRole('row')[1];
    expect(newest).toHaveTextContent('Received');
    expect(newest).toHaveTextContent('+10');
    expect(newest).toHaveTextContent('Tuesday delivery');
    expect(api.to(LEDGER)).toHaveLength(2);
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Received recorded. Breakfast tea now has 14 in stock.',
    );
    expect(within(panel).getByLabelText('Quantity received')).toHaveValue('');
  });

  it('counts the shelf: the quantity is what was counted', async () => {
    const user = userEvent.setup();
    const api = await openTea({
      'POST /operator/products/5/stock-adjustments': {
        status: 201,
        data: { product: tea, movement: null },
      },
    });
    const panel = stockPanel();

    await user.selectOptions(within(panel).getByLabelText('Reason'), 'Count correction');
    await user.type(within(panel).getByLabelText('Counted on the shelf'), '4');
    await user.click(within(panel).getByRole('button', { name: 'Save adjustment' }));

    expect(
      await within(panel).findByText('The count matched: Breakfast tea still has 4.'),
    ).toBeVisible();
    expect(bodyOf(api.to('POST /operator/products/5/stock-adjustments')[0]!.data)).toEqual({
      reason: 'count_correction',
      quantity: 4,
    });
  });

  it('shows a write-off larger than the shelf beside the quantity', async () => {
    const user = userEvent.setup();
    const api = await openTea({
      'POST /operator/products/5/stock-adjustments': apiError(
        409,
        'STOCK_NOT_ENOUGH',
        'Only 4 are in stock, so 9 cannot be written off.',
        'quantity',
      ),
    });
    const panel = stockPanel();

    await user.selectOptions(within(panel).getByLabelText('Reason'), 'Damaged');
    await user.click(within(panel).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(panel).findByText('Enter a quantity')).toBeVisible();
    expect(api.to('POST /operator/products/5/stock-adjustments')).toHaveLength(0);

    await user.type(within(panel).getByLabelText('Quantity damaged'), '9');
    await user.click(within(panel).getByRole('button', { name: 'Save adjustment' }));

    expect(
      await within(panel).findByText('Only 4 are in stock, so 9 cannot be written off.'),
    ).toBeVisible();
    expect(within(panel).getByLabelText('Quantity damaged')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(panel).getByText(/In stock:/)).toHaveTextContent('In stock: 4');
  });

  it('checks the quantity with the API’s own rules before sending', async () => {
    const user = userEvent.setup();
    const api = await openTea();
    const panel = stockPanel();
    const quantity = within(panel).getByLabelText('Quantity received');

    await user.type(quantity, '2.5');
    await user.click(within(panel).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(panel).findByText('Enter a whole number')).toBeVisible();
    expect(quantity).toHaveFocus();

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(panel).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(panel).findByText('Enter at least 1')).toBeVisible();

    await user.clear(quantity);
    await user.type(quantity, '1000001');
    await user.click(within(panel).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(panel).findByText('The quantity is at most 1000000')).toBeVisible();
    expect(api.to('POST /operator/products/5/stock-adjustments')).toHaveLength(0);
  });

  it('pages through the ledger', async () => {
    const user = userEvent.setup();
    const older = aMovement(0, { kind: 'received', quantityChange: 6, balanceAfter: 6 });
    const api = await openTea({
      [LEDGER]: { status: 200, data: aProductPage([sale, opening], 21) },
      'GET /operator/products/5/stock-movements?page=2': {
        status: 200,
        data: aProductPage([older], 21, 2),
      },
    });

    await user.click(await within(stockPanel()).findByRole('link', { name: 'Next page' }));

    await waitFor(() =>
      expect(api.to('GET /operator/products/5/stock-movements?page=2')).toHaveLength(1),
    );
    expect(await within(stockPanel()).findByText('Page 2 of 2')).toBeVisible();
  });
});
