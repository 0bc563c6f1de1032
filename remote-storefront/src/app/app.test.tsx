import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@storefront/shared';
import { aPage, aSummary, CATEGORIES, STORE } from '../testing/fixtures';
import { mockApi, renderApp, resetPage } from '../testing/test-utils';

function mockHome() {
  return mockApi({
    'GET /stores/38/categories': [200, { items: CATEGORIES }],
    'GET /stores/38/products': [200, aPage([aSummary()])],
  });
}

describe('storefront App', () => {
  beforeEach(resetPage);

  it('greets with the store name from the session once it is known', async () => {
    mockHome();
    act(() => sessionStore.updateStoreDetails(null));
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your neighbourhood store, online',
    );
    act(() => sessionStore.updateStoreDetails(STORE));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Corner Market, online');
    await screen.findByRole('link', { name: /Drinks/ });
  });

  it('shows categories and featured products on the home page', async () => {
    const api = mockHome();
    await renderApp('/');
    const categories = screen.getByRole('region', { name: 'Shop by category' });
    const drinks = await within(categories).findByRole('link', { name: 'Drinks 14 products' });
    expect(drinks).toHaveAttribute('href', '/products?category=drinks');
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(await within(featured).findByRole('link', { name: 'Earl Grey Tea' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(api.to('GET /stores/38/products')[0]?.params).toEqual({
      featured: 'true',
      page: 1,
      pageSize: 8,
    });
    expect(screen.getByRole('heading', { name: 'Questions customers ask' })).toBeVisible();
  });

  it('keeps the page standing when the catalogue cannot be reached', async () => {
    mockApi({});
    await renderApp('/');
    expect(await screen.findAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeVisible();
  });

  it('shows the empty cart', async () => {
    await renderApp('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('answers an unknown path with a way back', async () => {
    await renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: "We can't find that page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
  });
});
