import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  MemoryRouter,
  PageData,
  PageDataProvider,
  Route,
  Routes,
  Visitor,
  type PageDataJson,
  type VisitorCookies,
} from '@storefront/shared';
import { StaticRouter } from '@storefront/shared/server';
import type { CartLine } from '@storefront/shared/contracts';
import App, { preload } from '../../../app/app';
import { STORE, aCart, aCartDiscount, aCartLine } from '../../../testing/fixtures';
import { mockApi, resetPage, signIn } from '../../../testing/test-utils';
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

/** The cart page: on the server in the StaticRouter the host's server draws with. */
function page(data: PageData, side: 'server' | 'browser') {
  const routes = (
    <Routes>
      <Route path="/*" element={<App />} />
    </Routes>
  );
  return (
    <PageDataProvider data={data}>
      {side === 'server' ? (
        <StaticRouter location="/cart">{routes}</StaticRouter>
      ) : (
        <MemoryRouter initialEntries={['/cart']}>{routes}</MemoryRouter>
      )}
    </PageDataProvider>
  );
}

/**
 * The cart page as the host's server draws it for a visitor with these
 * cookies: no device storage, rounds until the API's answers are in.
 */
async function drawOnServer(cookies: VisitorCookies) {
  const device = { ...localStorage };
  localStorage.clear();
  await preload('/cart');
  const data = PageData.collecting(STORE, new AbortController().signal, new Visitor(cookies));
  let html = renderToString(page(data, 'server'));
  while (await data.settle()) html = renderToString(page(data, 'server'));
  Object.entries(device).forEach(([key, value]) => localStorage.setItem(key, value));
  return { html, json: JSON.parse(JSON.stringify(data)) as PageDataJson };
}

let root: Root | undefined;
let container: HTMLElement;
let hydrationErrors: unknown[];
// Elements added or removed while the page hydrated: none means nothing moved.
let movedWhileHydrating: MutationRecord[];

/** The browser: the server's HTML first, as a visitor without scripts sees it, then hydrated. */
async function hydrate({ html, json }: Awaited<ReturnType<typeof drawOnServer>>) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const withoutScripts = container.cloneNode(true) as HTMLElement;
  const moved: MutationRecord[] = [];
  const observer = new MutationObserver((records) => moved.push(...records));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  await act(async () => {
    root = hydrateRoot(container, page(PageData.fromJson(json), 'browser'), {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });
  // React draws the hydrated page's own state in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  movedWhileHydrating = [...moved, ...observer.takeRecords()];
  observer.disconnect();
  return withoutScripts;
}

/** The device's own cart, as the shared cart reads it when the page starts. */
async function localCart(lines: CartLine[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
  await cartService.refresh();
}

describe('the cart page drawn on the server', () => {
  let consoleErrors: jest.SpyInstance;
  beforeEach(() => {
    resetPage();
    hydrationErrors = [];
    consoleErrors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    consoleErrors.mockRestore();
  });

  it('shows a new visitor the empty cart before any script runs', async () => {
    const api = mockApi({});
    const drawn = await drawOnServer({});
    const html = await hydrate(drawn);
    expect(within(html).getByRole('heading', { name: 'Your cart' })).toBeTruthy();
    expect(within(html).getByText('Your cart is empty.')).toBeTruthy();
    expect(within(html).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(api.sent).toEqual([]);
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
    expect(movedWhileHydrating).toEqual([]);
  });

  it('draws the anonymous cart from its cookie, with its controls waiting for the script', async () => {
    const api = mockApi({ 'POST /stores/38/cart/quote': [200, aCart([TEA, BREAD])] });
    await localCart([TEA, BREAD]);
    const drawn = await drawOnServer({ cart: '7x2.9x1' });
    expect(JSON.parse(api.to('POST /stores/38/cart/quote')[0]?.data)).toEqual({
      lines: [
        { productId: 7, quantity: 2 },
        { productId: 9, quantity: 1 },
      ],
    });
    const html = await hydrate(drawn);
    expect(within(html).getByRole('link', { name: 'Earl Grey Tea' })).toBeTruthy();
    expect(within(html).getByText('Subtotal (3 items)')).toBeTruthy();
    expect(within(html).getByLabelText('Quantity of Sourdough Loaf')).toBeDisabled();
    expect(
      within(html).getByRole('button', { name: 'Increase quantity of Sourdough Loaf' }),
    ).toBeDisabled();
    expect(within(html).getByRole('button', { name: 'Remove Earl Grey Tea' })).toBeDisabled();
    // A visitor may apply a code too: its field is drawn, waiting for the script.
    expect(within(html).getByRole('textbox', { name: 'Discount code' })).toBeDisabled();
    expect(within(html).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(within(html).queryByText(/Sign in to use a discount code/)).toBeNull();

    // Hydrated, the page is the device's cart and works as before.
    expect(movedWhileHydrating).toEqual([]);
    const quantity = screen.getByLabelText('Quantity of Sourdough Loaf');
    await waitFor(() => expect(quantity).toBeEnabled());
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3{Enter}');
    expect(screen.getByText('Subtotal (5 items)')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('cart')!)[1]).toMatchObject({ quantity: 3 });
  });

  it('shows a cart kept before the cookie existed once hydrated, without a mismatch', async () => {
    mockApi({});
    await localCart([TEA]);
    const html = await hydrate(await drawOnServer({}));
    expect(within(html).getByText('Your cart is empty.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Earl Grey Tea' })).toBeVisible();
    expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();
  });

  it('draws a signed-in customer’s own cart, read with their token, and hands it to the shared cart', async () => {
    const api = mockApi({
      'GET /me/cart': (config) =>
        config.headers.get('authKey') === 'tok-ada' ? [200, aCart([TEA])] : [401, {}],
      'PUT /me/cart/items/7': (config) => [
        200,
        aCart([{ ...TEA, quantity: JSON.parse(config.data).quantity }]),
      ],
    });
    signIn({ token: 'tok-ada' });
    const drawn = await drawOnServer({ session: 'tok-ada' });
    expect(drawn.json.session).toBe(true);
    expect(JSON.stringify(drawn.json)).not.toContain('tok-ada');
    const html = await hydrate(drawn);
    expect(within(html).getByRole('link', { name: 'Earl Grey Tea' })).toBeTruthy();
    expect(within(html).getByText('Subtotal (2 items)')).toBeTruthy();
    // The server knows the visitor came signed in: the code's field is drawn, waiting for the script.
    expect(within(html).getByRole('textbox', { name: 'Discount code' })).toBeDisabled();

    // The browser asks the API nothing more: the page's answer is the cart.
    expect(movedWhileHydrating).toEqual([]);
    expect(api.to('GET /me/cart')).toHaveLength(1);
    expect(cartService.current().itemCount).toBe(2);
    const quantity = screen.getByLabelText('Quantity of Earl Grey Tea');
    await waitFor(() => expect(quantity).toBeEnabled());
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5{Enter}');
    await waitFor(() => expect(screen.getByText('Subtotal (5 items)')).toBeVisible());
  });

  it('draws the code the cart cookie carries, priced by the quote, without a mismatch', async () => {
    const api = mockApi({
      'POST /stores/38/cart/quote': [200, aCart([TEA], aCartDiscount())],
    });
    // The device keeps the code too, and its cart has priced it by the time the page hydrates.
    localStorage.setItem('cartDiscountCode', 'SAVE10');
    await localCart([TEA]);
    const drawn = await drawOnServer({ cart: '7x2~SAVE10' });
    expect(JSON.parse(api.to('POST /stores/38/cart/quote').at(-1)?.data)).toEqual({
      lines: [{ productId: 7, quantity: 2 }],
      discountCode: 'SAVE10',
    });
    const html = await hydrate(drawn);
    expect(
      within(html)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('SAVE10 applied: 10% off');
    expect(within(html).getByText('Discount (SAVE10)')).toBeTruthy();
    expect(within(html).getByText('Total before delivery').nextElementSibling).toHaveTextContent(
      '£6.30',
    );
    expect(
      within(html).getByRole('button', { name: 'Remove discount code SAVE10' }),
    ).toBeDisabled();
    expect(within(html).queryByRole('textbox', { name: 'Discount code' })).toBeNull();

    // Hydrated, the device's cart carries the same code, priced the same: nothing moves.
    expect(movedWhileHydrating).toEqual([]);
    expect(screen.getByText('Discount (SAVE10)')).toBeVisible();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'SAVE10 applied: 10% off',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove discount code SAVE10' })).toBeEnabled(),
    );
  });

  it('draws a signed-in customer’s code from their server cart, without a mismatch', async () => {
    const api = mockApi({ 'GET /me/cart': [200, aCart([TEA], aCartDiscount())] });
    signIn({ token: 'tok-ada' });
    const html = await hydrate(await drawOnServer({ session: 'tok-ada' }));
    expect(within(html).getByText('Discount (SAVE10)')).toBeTruthy();
    expect(within(html).getByText('Total before delivery').nextElementSibling).toHaveTextContent(
      '£6.30',
    );
    expect(movedWhileHydrating).toEqual([]);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'SAVE10 applied: 10% off',
    );
    expect(api.to('GET /me/cart')).toHaveLength(1);
    expect(cartService.current().discount).toEqual(aCartDiscount());
  });

  it('reads the cart in the browser when the page was drawn without the device’s session', async () => {
    const api = mockApi({ 'GET /me/cart': [200, aCart([BREAD])] });
    signIn({ token: 'tok-older' });
    const html = await hydrate(await drawOnServer({}));
    expect(within(html).getByText('Your cart is empty.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sourdough Loaf' })).toBeVisible();
    expect(api.to('GET /me/cart')).toHaveLength(1);
  });
});
