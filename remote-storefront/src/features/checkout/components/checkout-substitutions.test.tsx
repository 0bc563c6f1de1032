import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@storefront/shared/contracts';
import {
  aCart,
  aCartLine,
  anOrder,
  aPage,
  aProduct,
  aSummary,
  HOME,
} from '../../../testing/fixtures';
import { mockApi, renderApp, resetPage, signIn } from '../../../testing/test-utils';

const ORDER = anOrder();
const TEA = aCartLine();
const BREAD = aCartLine({ productId: 9, slug: 'sourdough-loaf', name: 'Sourdough Loaf' });

/** A signed-in checkout of tea and bread; the drinks aisle holds the tea, green tea and coffee. */
function mockCheckout(lines: CartLine[] = [TEA, BREAD]) {
  let placed = false;
  return mockApi({
    'GET /me/cart': () => [200, placed ? aCart([]) : aCart(lines)],
    'GET /me/addresses': [200, { items: [HOME] }],
    'GET /me/wallet': [
      200,
      { items: [], page: 1, pageSize: 20, total: 0, balanceMinor: 0, currency: 'GBP' },
    ],
    'GET /products/7': [200, aProduct()],
    'GET /stores/38/products': (request) =>
      request.params.category === 'drinks' && request.params.inStock === 'true'
        ? [
            200,
            aPage([
              aSummary(),
              aSummary({ id: 12, name: 'Green Tea', priceMinor: 299 }),
              aSummary({ id: 14, name: 'Ground Coffee', priceMinor: 550 }),
            ]),
          ]
        : [200, aPage([])],
    'POST /me/orders': () => {
      placed = true;
      return [201, ORDER];
    },
    [`GET /me/orders/${ORDER.id}`]: [200, ORDER],
  });
}

const sentOrders = (api: ReturnType<typeof mockApi>) =>
  api.to('POST /me/orders').map((request) => JSON.parse(request.data));
const section = () => within(screen.getByRole('region', { name: 'If an item is out of stock' }));

async function review() {
  await renderApp('/checkout');
  await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
}

describe('checkout: if an item is out of stock', () => {
  beforeEach(() => {
    resetPage();
    signIn();
  });

  it('preselects a similar item, and the order goes with it untouched', async () => {
    const api = mockCheckout();
    await review();
    expect(section().getByRole('radio', { name: 'A similar item' })).toBeChecked();
    expect(section().getByRole('radio', { name: 'No substitute' })).not.toBeChecked();
    expect(
      section().getByRole('combobox', { name: 'If Sourdough Loaf is out of stock' }),
    ).toHaveValue('similar');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    // The API's own default: nothing more is sent.
    expect(sentOrders(api)).toEqual([{ deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' }]);
  });

  it('sends the default and each line’s own choice, a product of the same aisle by name and price', async () => {
    const api = mockCheckout();
    await review();
    await userEvent.click(section().getByRole('radio', { name: 'No substitute' }));
    await userEvent.click(section().getByText('Choose for each item'));
    await userEvent.selectOptions(
      section().getByRole('combobox', { name: 'If Sourdough Loaf is out of stock' }),
      'A similar item',
    );
    await userEvent.selectOptions(
      section().getByRole('combobox', { name: 'If Earl Grey Tea is out of stock' }),
      'This one instead',
    );
    const picker = await section().findByRole('combobox', {
      name: 'Instead of Earl Grey Tea, bring',
    });
    // The tea itself is not offered in its own place.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a product', 'Green Tea – £2.99', 'Ground Coffee – £5.50']);
    await userEvent.selectOptions(picker, 'Green Tea – £2.99');
    // Kept with the rest of the checkout, for a reload.
    expect(JSON.parse(sessionStorage.getItem('sf-checkout-draft') ?? '{}')).toMatchObject({
      substitutionDefault: 'none',
      substitutions: {
        7: { choice: 'specific', product: { id: 12, name: 'Green Tea', priceMinor: 299 } },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    expect(sentOrders(api)[0]).toMatchObject({
      substitutionDefault: 'none',
      substitutions: [
        { productId: 7, substitution: { choice: 'specific', productId: 12 } },
        { productId: 9, substitution: { choice: 'similar' } },
      ],
    });
  });

  it('holds the order until the product to bring instead is chosen', async () => {
    const api = mockCheckout([TEA]);
    await review();
    await userEvent.click(section().getByText('Choose for each item'));
    await userEvent.selectOptions(
      section().getByRole('combobox', { name: 'If Earl Grey Tea is out of stock' }),
      'This one instead',
    );
    await section().findByRole('combobox', { name: 'Instead of Earl Grey Tea, bring' });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(section().getByRole('alert')).toHaveTextContent(
      'Choose the product to bring instead of Earl Grey Tea.',
    );
    expect(sentOrders(api)).toEqual([]);
  });
});
