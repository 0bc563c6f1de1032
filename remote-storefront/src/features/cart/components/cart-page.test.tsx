import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@storefront/shared/contracts';
import { sessionStore } from '@storefront/shared';
import { aCart, aCartLine, STORE } from '../../../testing/fixtures';
import { mockApi, renderApp, resetPage, signIn } from '../../../testing/test-utils';
import { cartService } from '../../../cart/cart-service';

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

  it('says what the store’s own terms ask: its minimum basket first, or a fee that is never waived', async () => {
    sessionStore.updateStoreDetails({ ...STORE, minimumBasketMinor: 1500 });
    await withLocalCart([TEA, BREAD]);
    const view = await renderApp('/cart');
    expect(
      await screen.findByText(
        'The store’s minimum order is £15.00 of goods. Add £3.80 more to check out.',
      ),
    ).toBeVisible();
    view.unmount();

    sessionStore.updateStoreDetails({ ...STORE, freeDeliveryFromMinor: null });
    await renderApp('/cart');
    expect(
      await screen.findByText('Delivery costs £3.99. Store pickup is always free.'),
    ).toBeVisible();
  });

  const box = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });
  const minus = (name: string) =>
    screen.getByRole('button', { name: `Decrease quantity of ${name}` });
  const plus = (name: string) =>
    screen.getByRole('button', { name: `Increase quantity of ${name}` });

  it('steps a quantity with − and +, within 1 and the stock, without listing the stock', async () => {
    await withLocalCart([TEA, BREAD]);
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Sourdough Loaf' });
    expect(box('Sourdough Loaf')).toHaveValue('1');
    expect(box('Sourdough Loaf')).toHaveAttribute('inputmode', 'numeric');
    expect(box('Sourdough Loaf')).not.toHaveAttribute('max');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(minus('Sourdough Loaf')).toBeDisabled();

    for (const expected of ['2', '3', '4']) {
      await userEvent.click(plus('Sourdough Loaf'));
      await waitFor(() => expect(box('Sourdough Loaf')).toHaveValue(expected));
    }
    expect(plus('Sourdough Loaf')).toBeDisabled();
    expect(storedQuantities()).toEqual([
      [7, 2],
      [9, 4],
    ]);
    expect(screen.getByText('£16.80')).toBeVisible();

    await userEvent.click(minus('Sourdough Loaf'));
    await waitFor(() => expect(box('Sourdough Loaf')).toHaveValue('3'));
    expect(storedQuantities()).toEqual([
      [7, 2],
      [9, 3],
    ]);
  });

  it('works from the keyboard: typed and Enter, arrows, and Tab to the buttons', async () => {
    await withLocalCart([TEA, BREAD]);
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Earl Grey Tea' });
    await userEvent.tripleClick(box('Earl Grey Tea'));
    await userEvent.keyboard('7{Enter}');
    await waitFor(() => expect(storedQuantities()[0]).toEqual([7, 7]));
    expect(box('Earl Grey Tea')).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(storedQuantities()[0]).toEqual([7, 8]));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(box('Earl Grey Tea')).toHaveValue('6'));

    await userEvent.tab();
    expect(plus('Earl Grey Tea')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storedQuantities()[0]).toEqual([7, 7]));
    expect(plus('Earl Grey Tea')).toHaveFocus();
  });

  it('takes only digits, and puts back an emptied box or 0 when left', async () => {
    await withLocalCart([TEA]);
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Earl Grey Tea' });
    await userEvent.clear(box('Earl Grey Tea'));
    await userEvent.type(box('Earl Grey Tea'), 'a1b');
    expect(box('Earl Grey Tea')).toHaveValue('1');
    await userEvent.clear(box('Earl Grey Tea'));
    await userEvent.tab();
    expect(box('Earl Grey Tea')).toHaveValue('2');
    await userEvent.clear(box('Earl Grey Tea'));
    await userEvent.type(box('Earl Grey Tea'), '0{Enter}');
    expect(box('Earl Grey Tea')).toHaveValue('2');
    expect(storedQuantities()).toEqual([[7, 2]]);
  });

  it('corrects a line typed above the stock to the stock at once, and says so beside the line', async () => {
    await withLocalCart([TEA, aCartLine({ ...BREAD, stock: 22 })]);
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Sourdough Loaf' });
    await userEvent.clear(box('Sourdough Loaf'));
    await userEvent.type(box('Sourdough Loaf'), '9999');
    // Said while typing, before anything is asked of anyone.
    const bread = screen.getByRole('link', { name: 'Sourdough Loaf' }).closest('li')!;
    const said = within(bread).getByRole('status');
    expect(said).toHaveTextContent('Only 22 left');
    expect(box('Sourdough Loaf')).toHaveValue('22');
    await userEvent.tab();

    await waitFor(() => expect(storedQuantities()).toContainEqual([9, 22]));
    expect(said).toHaveTextContent('Only 22 left');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(box('Sourdough Loaf')).toHaveValue('22');
    expect(plus('Sourdough Loaf')).toBeDisabled();
    expect(storedQuantities()).toEqual([
      [7, 2],
      [9, 22],
    ]);
    const tea = screen.getByRole('link', { name: 'Earl Grey Tea' }).closest('li')!;
    expect(within(tea).getByRole('status')).toBeEmptyDOMElement();

    // A change the stock allows clears what was said.
    await userEvent.click(minus('Sourdough Loaf'));
    await waitFor(() => expect(said).toBeEmptyDOMElement());
  });

  it('sets a line whose stock fell to what is left, and says so', async () => {
    // The stock fell to 3 after this line was put in the cart with 5.
    await withLocalCart([aCartLine({ quantity: 5, stock: 3 })]);
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Earl Grey Tea' });
    await userEvent.click(minus('Earl Grey Tea'));
    expect(await screen.findByText("Only 3 left — we've added 3")).toBeVisible();
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
    await screen.findByRole('link', { name: 'Earl Grey Tea' });
    await userEvent.clear(box('Earl Grey Tea'));
    await userEvent.type(box('Earl Grey Tea'), '5{Enter}');
    await waitFor(() => expect(screen.getByText('Subtotal (5 items)')).toBeVisible());
    expect(JSON.parse(api.to('PUT /me/cart/items/7')[0]?.data)).toEqual({ quantity: 5 });
  });

  it('says beside a signed-in line what the server could take when the stock fell since', async () => {
    signIn();
    const api = mockApi({
      'GET /me/cart': [200, aCart([{ ...TEA, stock: 30 }])],
      'PUT /me/cart/items/7': [
        200,
        {
          ...aCart([{ ...TEA, quantity: 22, stock: 22 }]),
          adjustments: [{ productId: 7, name: 'Earl Grey Tea', requested: 25, granted: 22 }],
        },
      ],
    });
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Earl Grey Tea' });
    await userEvent.clear(box('Earl Grey Tea'));
    await userEvent.type(box('Earl Grey Tea'), '25{Enter}');
    expect(await screen.findByText("Only 22 left — we've added 22")).toBeVisible();
    expect(box('Earl Grey Tea')).toHaveValue('22');
    expect(JSON.parse(api.to('PUT /me/cart/items/7')[0]?.data)).toEqual({ quantity: 25 });
  });
});
