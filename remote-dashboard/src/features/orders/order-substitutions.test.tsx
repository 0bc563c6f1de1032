import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@storefront/shared/contracts';
import { apiError, mockApi } from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { anOrder, aPage, ORDER_ID } from './order-fixtures';

const ORDER_PATH = `/dashboard/order-details/${ORDER_ID}`;
const GET_ORDER = `GET /me/orders/${ORDER_ID}`;
const PATCH = `PATCH /me/orders/${ORDER_ID}/substitutions`;

const section = () => within(screen.getByRole('region', { name: 'If an item is out of stock' }));
const sent = (api: ReturnType<typeof mockApi>) =>
  api.to(PATCH).map((request) => JSON.parse(request.data));
const aDrink = (id: number, name: string, priceMinor: number) => ({
  id,
  slug: `drink-${id}`,
  name,
  categorySlug: 'drinks',
  categoryName: 'Drinks',
  priceMinor,
  currency: 'GBP',
  unit: 'each',
  stock: 10,
  image: `products/${id}.svg`,
  featured: false,
  variantCount: 1,
});

/** The order as the fake API keeps it: each PATCH applies the change, as the real one does. */
function mockOrder(start: Order) {
  let order = start;
  return mockApi({
    [GET_ORDER]: () => [200, order],
    [PATCH]: (request) => {
      const change = JSON.parse(request.data);
      order = {
        ...order,
        substitutionDefault: change.default ?? order.substitutionDefault,
        lines: order.lines.map((line) => {
          const mine = change.lines?.find(
            (entry: { productId: number }) => entry.productId === line.productId,
          );
          if (!mine) return line;
          const substitution =
            mine.substitution?.choice === 'specific'
              ? { ...mine.substitution, name: 'Green Tea' }
              : mine.substitution;
          return { ...line, substitution };
        }),
      };
      return [200, order];
    },
    'GET /products/7': [
      200,
      { ...aDrink(7, 'English Breakfast Tea', 350), description: '', options: [], variants: [] },
    ],
    'GET /stores/38/products': [
      200,
      aPage([aDrink(7, 'English Breakfast Tea', 350), aDrink(12, 'Green Tea', 299)]),
    ],
  });
}

describe('Order page: if an item is out of stock', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows each line’s choice and saves a change of the default and of a line', async () => {
    const api = mockOrder(
      anOrder({
        substitutionDefault: 'similar',
        lines: anOrder().lines.map((line) =>
          line.productId === 9 ? { ...line, substitution: { choice: 'none' } } : line,
        ),
      }),
    );
    renderDashboardAt(ORDER_PATH);
    await screen.findByRole('heading', { level: 2, name: 'If an item is out of stock' });
    expect(section().getByRole('radio', { name: 'A similar item' })).toBeChecked();
    expect(
      section().getByRole('combobox', { name: 'If English Breakfast Tea is out of stock' }),
    ).toHaveValue('similar');
    expect(
      section().getByRole('combobox', { name: 'If Sourdough Loaf is out of stock' }),
    ).toHaveValue('none');

    await userEvent.click(section().getByRole('radio', { name: 'No substitute' }));
    expect(await section().findByRole('radio', { name: 'No substitute' })).toBeChecked();
    expect(sent(api)).toEqual([{ default: 'none' }]);

    await userEvent.selectOptions(
      section().getByRole('combobox', { name: 'If English Breakfast Tea is out of stock' }),
      'This one instead',
    );
    const picker = await section().findByRole('combobox', {
      name: 'Instead of English Breakfast Tea, bring',
    });
    // Nothing is saved until the product is picked; the tea is not offered in its own place.
    expect(sent(api)).toHaveLength(1);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a product', 'Green Tea – £2.99']);
    await userEvent.selectOptions(picker, 'Green Tea – £2.99');
    expect(sent(api)[1]).toEqual({
      lines: [{ productId: 7, substitution: { choice: 'specific', productId: 12 } }],
    });
    expect(
      await section().findByRole('combobox', { name: 'Instead of English Breakfast Tea, bring' }),
    ).toHaveValue('12');
  });

  it('shows the choices without controls once picking has started', async () => {
    mockApi({
      [GET_ORDER]: [
        200,
        anOrder({
          status: 'out_for_delivery',
          substitutionsEditable: false,
          substitutionDefault: 'none',
          lines: anOrder().lines.map((line) =>
            line.productId === 7
              ? { ...line, substitution: { choice: 'specific', productId: 12, name: 'Green Tea' } }
              : line,
          ),
        }),
      ],
    });
    renderDashboardAt(ORDER_PATH);
    await screen.findByRole('heading', { level: 2, name: 'If an item is out of stock' });
    expect(section().queryByRole('combobox')).not.toBeInTheDocument();
    expect(section().queryByRole('radio')).not.toBeInTheDocument();
    expect(
      section()
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'English Breakfast Tea This one instead: Green Tea',
      'Sourdough Loaf No substitute',
    ]);
  });

  it('says why when the store started picking meanwhile, and shows the order afresh', async () => {
    let reads = 0;
    mockApi({
      [GET_ORDER]: () => {
        reads += 1;
        return [
          200,
          reads === 1
            ? anOrder()
            : anOrder({ status: 'out_for_delivery', substitutionsEditable: false }),
        ];
      },
      [PATCH]: apiError(
        409,
        'SUBSTITUTIONS_LOCKED',
        'This order is out for delivery; substitutions can be changed only until picking starts.',
        'orderId',
      ),
    });
    renderDashboardAt(ORDER_PATH);
    await screen.findByRole('heading', { level: 2, name: 'If an item is out of stock' });
    await userEvent.click(section().getByRole('radio', { name: 'No substitute' }));
    expect(await screen.findByText(/can no longer change/)).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
