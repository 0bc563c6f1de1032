import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { aMovement, aProduct, aProductPage, bodyOf } from './catalogue-fixtures';

const eggs = aProduct(3, { name: 'Free-range eggs', sku: 'EGGS-6', stock: 0 });
const milk = aProduct(4, { name: 'Whole milk', sku: 'MILK-2L', stock: 2 });
const LOW = 'GET /operator/products?stock=low&page=1';

function mockLowStock(routes: Record<string, Route>) {
  return mockApi({ 'GET /me': { status: 200, data: operator }, ...routes });
}

const itemOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('Low stock', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lists what is running low, fewest first, each with a link to the product', async () => {
    mockLowStock({ [LOW]: { status: 200, data: aProductPage([eggs, milk]) } });
    renderOperatorAt('/operator/low-stock');

    expect(await screen.findByRole('heading', { level: 1, name: 'Low stock' })).toBeVisible();
    await screen.findByRole('heading', { name: 'Free-range eggs' });
    const list = screen.getByRole('list', { name: 'Products running low' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Free-range eggs', 'Whole milk']);
    expect(itemOf('Free-range eggs')).toHaveTextContent('In stock: 0 Out of stock');
    expect(itemOf('Whole milk')).toHaveTextContent('In stock: 2 Low');
    expect(within(itemOf('Whole milk')).getByRole('link', { name: 'Whole milk' })).toHaveAttribute(
      'href',
      '/operator/products/4',
    );
  });

  it('receives stock for one product from the list', async () => {
    const user = userEvent.setup();
    const api = mockLowStock({
      [LOW]: { status: 200, data: aProductPage([eggs, milk]) },
      'POST /operator/products/4/stock-adjustments': {
        status: 201,
        data: {
          product: { ...milk, stock: 14 },
          movement: aMovement(9, { quantityChange: 12, balanceAfter: 14 }),
        },
      },
    });
    renderOperatorAt('/operator/low-stock');
    await screen.findByRole('heading', { name: 'Whole milk' });
    const item = itemOf('Whole milk');

    await user.type(within(item).getByLabelText('Quantity received of Whole milk'), '12');
    await user.click(within(item).getByRole('button', { name: 'Receive Whole milk' }));

    await waitFor(() => expect(item).toHaveTextContent('In stock: 14'));
    expect(item).not.toHaveTextContent('Low');
    expect(within(item).getByRole('status')).toHaveTextContent(
      'Received recorded. Whole milk now has 14 in stock.',
    );
    expect(bodyOf(api.to('POST /operator/products/4/stock-adjustments')[0]!.data)).toEqual({
      reason: 'received',
      quantity: 12,
    });
    expect(itemOf('Free-range eggs')).toHaveTextContent('In stock: 0');
  });

  it('refuses an empty quantity and shows what the API refuses beside the field', async () => {
    const user = userEvent.setup();
    const api = mockLowStock({
      [LOW]: { status: 200, data: aProductPage([milk]) },
      'POST /operator/products/4/stock-adjustments': apiError(
        400,
        'VALIDATION_FAILED',
        'quantity is at most 1000000',
        'quantity',
      ),
    });
    renderOperatorAt('/operator/low-stock');
    await screen.findByRole('heading', { name: 'Whole milk' });
    const receive = screen.getByRole('button', { name: 'Receive Whole milk' });

    await user.click(receive);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a quantity');
    expect(api.to('POST /operator/products/4/stock-adjustments')).toHaveLength(0);

    await user.type(screen.getByLabelText('Quantity received of Whole milk'), '999999');
    await user.click(receive);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('quantity is at most 1000000'),
    );
    expect(screen.getByLabelText('Quantity received of Whole milk')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('pages on past the count the API stopped at', async () => {
    const capped = { ...aProductPage([eggs, milk], 1_000), totalCapped: true };
    mockLowStock({ [LOW]: { status: 200, data: capped } });
    renderOperatorAt('/operator/low-stock');

    const pages = await screen.findByRole('navigation', { name: 'Pages of products running low' });
    expect(pages).toHaveTextContent('Page 1 of 50+');
  });

  it('says so when nothing is running low', async () => {
    mockLowStock({ [LOW]: { status: 200, data: aProductPage([]) } });
    renderOperatorAt('/operator/low-stock');

    expect(await screen.findByText('Nothing is running low.')).toBeVisible();
  });
});
