import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartService } from '@storefront/shared';
import type { CartLine } from '@storefront/shared/contracts';
import { aCart, aCartLine } from '../../../testing/fixtures';
import { mockApi, renderApp, resetPage, signIn } from '../../../testing/test-utils';

const TEA = aCartLine({ productId: 7, name: 'Earl Grey Tea', priceMinor: 350, quantity: 2 });
const BREAD = aCartLine({
  productId: 9,
  slug: 'sourdough',
  name: 'Sourdough Loaf',
  priceMinor: 420,
  quantity: 1,
  stock: 4,
});

async function withLocalCart(lines: CartLine[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
  await cartService.refresh();
}

const storedQuantities = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '[]') as CartLine[]).map((line) => [
    line.productId,
    line.quantity,
  ]);

describe('cart page', () => {
  beforeEach(resetPage);

  it('lists the lines with prices, totals and the free delivery note', async () => {
    await withLocalCart([TEA, BREAD]);
    await renderApp('/cart');
    const tea = (await screen.findByRole('link', { name: 'Earl Grey Tea' })).closest('li')!;
    expect(tea).toHaveTextContent('£3.50 each');
    expect(tea).toHaveTextContent('£7.00');
    expect(within(tea).getByRole('link', { name: 'Earl Grey Tea' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(screen.getByText('Subtotal (3 items)')).toBeVisible();
    expect(screen.getByText('£11.20')).toBeVisible();
    expect(
      screen.getByText(/Free delivery on orders of £40\.00 or more\. Add £28\.80 more/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('changes a quantity within the stock', async () => {
    await withLocalCart([TEA, BREAD]);
    await renderApp('/cart');
    const quantity = await screen.findByLabelText('Quantity of Sourdough Loaf');
    expect(within(quantity).getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(quantity, '3');
    expect(storedQuantities()).toEqual([
      [7, 2],
      [9, 3],
    ]);
    expect(screen.getByLabelText('Quantity of Sourdough Loaf')).toHaveValue('3');
    expect(screen.getByText('£12.60')).toBeVisible();
  });

  it('shows the notice when a quantity is cut to what is left', async () => {
    // The stock fell to 3 after this line was put in the cart with 5.
    await withLocalCart([aCartLine({ quantity: 5, stock: 3 })]);
    await renderApp('/cart');
    await userEvent.selectOptions(await screen.findByLabelText('Quantity of Earl Grey Tea'), '4');
    expect(
      await screen.findByText('Only 3 left of Earl Grey Tea, so your cart has 3.'),
    ).toBeVisible();
    expect(storedQuantities()).toEqual([[7, 3]]);
  });

  it('removes a line, and shows the empty cart after the last one', async () => {
    await withLocalCart([TEA, BREAD]);
    await renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Earl Grey Tea' }));
    expect(screen.queryByRole('link', { name: 'Earl Grey Tea' })).not.toBeInTheDocument();
    expect(screen.getByText('Removed Earl Grey Tea from your cart.')).toBeVisible();
    expect(storedQuantities()).toEqual([[9, 1]]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sourdough Loaf' }));
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('reads a signed-in cart from the server and changes it there', async () => {
    signIn();
    const api = mockApi({
      'GET /me/cart': [200, aCart([TEA])],
      'PUT /me/cart/items/7': (config) => [
        200,
        aCart([{ ...TEA, quantity: JSON.parse(config.data).quantity }]),
      ],
    });
    await renderApp('/cart');
    await userEvent.selectOptions(await screen.findByLabelText('Quantity of Earl Grey Tea'), '5');
    await waitFor(() => expect(screen.getByText('Subtotal (5 items)')).toBeVisible());
    expect(JSON.parse(api.calls('PUT /me/cart/items/7')[0]?.data)).toEqual({ quantity: 5 });
  });
});
