import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail } from '@storefront/shared/contracts';
import { aProduct, aProductWithOptions } from '../../../testing/fixtures';
import { apiError, mockApi, renderApp, resetPage, type Reply } from '../../../testing/test-utils';
import { LIVE_REFRESH_MS } from '../../../hooks/use-live-refresh';
import { showTab, wait } from '../../../testing/visible-tab';

/** The customer leaves the tab, and comes back to it after the shop changed. */
async function comeBack() {
  showTab('hidden');
  showTab('visible');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

/** The product API, answering what the shop holds now (`shop.answer` may be changed). */
function mockShop(path: string, first: ProductDetail) {
  const shop: { answer: Reply } = { answer: [200, first] };
  const api = mockApi({ [`GET ${path}`]: () => shop.answer });
  return { shop, asked: () => api.to(`GET ${path}`).length };
}

const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity' });
const status = () => screen.getByRole('status');

describe('product detail, live stock', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    resetPage();
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  async function typeQuantity(quantity: string) {
    await user.clear(quantityBox());
    await user.type(quantityBox(), quantity);
    await user.tab();
  }

  it('shows the new stock and price when the tab becomes visible again, keeping the typed quantity', async () => {
    const { shop, asked } = mockShop('/products/7', aProduct({ stock: 20 }));
    await renderApp('/products/7');
    await screen.findByRole('heading', { level: 1, name: 'Earl Grey Tea' });
    await typeQuantity('4');
    expect(screen.getByText('In stock')).toBeVisible();

    shop.answer = [200, aProduct({ stock: 5, priceMinor: 395 })];
    await comeBack();

    expect(asked()).toBe(2);
    expect(screen.getByText('Only 5 left')).toBeVisible();
    expect(screen.getByText('£3.95')).toBeVisible();
    expect(quantityBox()).toHaveValue('4');
    // Quietly: the page stays, with no skeleton in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Earl Grey Tea' })).toBeVisible();
    expect(screen.queryByText('Loading the product')).not.toBeInTheDocument();
  });

  it('reads the product again every 30 s while the tab is visible, and never while hidden', async () => {
    const { shop, asked } = mockShop('/products/7', aProduct({ stock: 20 }));
    await renderApp('/products/7');
    await screen.findByRole('heading', { level: 1, name: 'Earl Grey Tea' });
    expect(asked()).toBe(1);

    shop.answer = [200, aProduct({ stock: 2 })];
    await wait(LIVE_REFRESH_MS);
    expect(asked()).toBe(2);
    expect(screen.getByText('Only 2 left')).toBeVisible();
    await wait(LIVE_REFRESH_MS);
    expect(asked()).toBe(3);

    showTab('hidden');
    await wait(10 * LIVE_REFRESH_MS);
    expect(asked()).toBe(3);
  });

  it('says how many are left when the stock falls below the typed quantity, and keeps the number for when more come in', async () => {
    const { shop } = mockShop('/products/7', aProduct({ stock: 20 }));
    await renderApp('/products/7');
    await screen.findByRole('heading', { level: 1, name: 'Earl Grey Tea' });
    await typeQuantity('8');
    expect(within(status()).queryByText(/left/)).not.toBeInTheDocument();

    shop.answer = [200, aProduct({ stock: 3 })];
    await comeBack();
    // As if 8 had been typed with 3 left: the box shows the most, and says why.
    expect(quantityBox()).toHaveValue('3');
    expect(within(status()).getByText('Only 3 left')).toBeVisible();

    shop.answer = [200, aProduct({ stock: 12 })];
    await comeBack();
    expect(quantityBox()).toHaveValue('8');
    expect(within(status()).queryByText(/left/)).not.toBeInTheDocument();
  });

  it('keeps showing the product as it was when a refresh fails', async () => {
    const { shop, asked } = mockShop('/products/7', aProduct({ stock: 4 }));
    await renderApp('/products/7');
    await screen.findByRole('heading', { level: 1, name: 'Earl Grey Tea' });
    await typeQuantity('2');

    shop.answer = apiError(503, 'UNAVAILABLE', 'The shop is busy.');
    await comeBack();
    await wait(LIVE_REFRESH_MS);

    expect(asked()).toBe(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Earl Grey Tea' })).toBeVisible();
    expect(screen.getByText('Only 4 left')).toBeVisible();
    expect(quantityBox()).toHaveValue('2');
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/busy/)).not.toBeInTheDocument();

    // Once the API answers again, the page catches up.
    shop.answer = [200, aProduct({ stock: 9 })];
    await wait(LIVE_REFRESH_MS);
    expect(screen.getByText('In stock')).toBeVisible();
  });

  it('keeps the chosen variant, showing its new stock', async () => {
    const coffee = aProductWithOptions();
    const { shop } = mockShop('/products/20', coffee);
    await renderApp('/products/20');
    await user.click(await screen.findByRole('radio', { name: '1 kg' }));
    expect(screen.getByText('Only 3 left')).toBeVisible();

    shop.answer = [
      200,
      {
        ...coffee,
        variants: coffee.variants.map((variant) =>
          variant.id === 22 ? { ...variant, stock: 1, priceMinor: 1500 } : variant,
        ),
      },
    ];
    await comeBack();

    expect(screen.getByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(screen.getByText('Only 1 left')).toBeVisible();
    expect(screen.getByText('£15.00')).toBeVisible();
  });
});
