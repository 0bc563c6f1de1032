import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import { aPage, aSummary, STORE } from '../../../testing/fixtures';
import { mockApi, renderApp, resetPage } from '../../../testing/test-utils';

const LINK = 'http://localhost/shop/corner-market';

function mockShop() {
  return mockApi({
    'GET /stores/38': [200, STORE],
    'GET /stores/38/products': [200, aPage([aSummary()], 1, 30)],
  });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('shop page', () => {
  beforeEach(resetPage);

  it('shows the store, its shareable link and its products', async () => {
    const api = mockShop();
    await renderApp('/shop/corner-market');
    expect(screen.getByRole('heading', { level: 1, name: 'Corner Market' })).toBeVisible();
    expect(screen.getByLabelText('Shop link')).toHaveValue(LINK);
    expect(screen.getByLabelText('Shop link')).toHaveAttribute('readonly');
    expect(await screen.findByRole('link', { name: 'Earl Grey Tea' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(api.to('GET /stores/38/products')[0]?.params).toEqual({ page: 1, pageSize: 12 });
  });

  it('copies the link and says so', async () => {
    mockShop();
    const writeText = jest.fn(() => Promise.resolve());
    await renderApp('/shop/corner-market');
    // user-event installs its own clipboard on setup; the page's must be ours.
    const user = userEvent.setup();
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
  });

  it('selects the link for copying by hand when the clipboard is refused', async () => {
    mockShop();
    await renderApp('/shop/corner-market');
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/The link is selected/)).toBeVisible();
    const input = screen.getByLabelText<HTMLInputElement>('Shop link');
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(LINK.length);
  });

  it('reads the store itself when the session does not have it yet', async () => {
    sessionStore.updateStoreDetails(null);
    sessionStore.updateShopLink(null);
    mockShop();
    await renderApp('/shop/corner-market');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Market' })).toBeVisible();
    expect(screen.getByLabelText('Shop link')).toHaveValue(LINK);
  });

  it('does not pretend an unknown shop link is this store', async () => {
    const api = mockShop();
    await renderApp('/shop/someone-else');
    expect(await screen.findByRole('heading', { name: "We can't find that shop" })).toBeVisible();
    await waitFor(() => expect(api.to('GET /stores/38/products')).toHaveLength(0));
  });
});
