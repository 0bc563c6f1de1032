import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { aPage, aProduct, aSummary, CATEGORIES } from '../../../testing/fixtures';
import {
  currentLocation,
  mockApi,
  type MockRoute,
  renderApp,
  resetPage,
  signIn,
} from '../../../testing/test-utils';

const TEA = aSummary({ id: 7, name: 'Earl Grey Tea' });
const COFFEE = aSummary({ id: 8, name: 'Ground Coffee' });

function mockCatalogue(favourites: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /stores/38/categories': [200, { items: CATEGORIES }],
    'GET /stores/38/products': [200, aPage([TEA, COFFEE])],
    'GET /products/7': [200, aProduct()],
    'GET /me/favourites': [200, { items: [{ product: TEA, addedAt: '2025-01-01' }] }],
    ...favourites,
  });
}

describe('favourite heart', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetPage();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('asks a guest to sign in and come back to the same list', async () => {
    const api = mockCatalogue();
    await renderApp('/products?q=tea&page=2');
    const heart = await screen.findByRole('button', { name: 'Add Earl Grey Tea to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() =>
      expect(currentLocation()).toBe('/login?returnTo=%2Fproducts%3Fq%3Dtea%26page%3D2'),
    );
    expect(api.to('GET /me/favourites')).toHaveLength(0);
  });

  it('loads the favourites once for every card and toggles one at the API', async () => {
    signIn({ token: 'favourites-1' });
    const api = mockCatalogue({ 'DELETE /me/favourites/7': [204], 'PUT /me/favourites/8': [204] });
    await renderApp('/products');

    const tea = await screen.findByRole('button', { name: 'Remove Earl Grey Tea from favourites' });
    expect(tea).toHaveAttribute('aria-pressed', 'true');
    expect(api.to('GET /me/favourites')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add Ground Coffee to favourites' }));
    expect(
      screen.getByRole('button', { name: 'Remove Ground Coffee from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(tea);
    await waitFor(() => expect(api.to('DELETE /me/favourites/7')).toHaveLength(1));
    expect(api.to('PUT /me/favourites/8')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add Earl Grey Tea to favourites' })).toBeVisible();
  });

  it('puts the heart back and says why when the API refuses', async () => {
    signIn({ token: 'favourites-2' });
    const message = 'That product is no longer sold.';
    mockCatalogue({ 'PUT /me/favourites/8': [404, { error: { code: 'NOT_FOUND', message } }] });
    await renderApp('/products');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Ground Coffee to favourites' }),
    );
    await waitFor(() => expect(results.last()).toEqual({ type: 'error', msg: message }));
    expect(screen.getByRole('button', { name: 'Add Ground Coffee to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('is on the product page too', async () => {
    signIn({ token: 'favourites-3' });
    mockCatalogue();
    await renderApp('/products/7');
    expect(
      await screen.findByRole('button', { name: 'Remove Earl Grey Tea from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the favourites again on the next page, so a change made elsewhere shows', async () => {
    signIn({ token: 'favourites-4' });
    let favourites = [{ product: TEA, addedAt: '2025-01-01' }];
    const api = mockCatalogue({
      'GET /me/favourites': () => [200, { items: favourites }],
    });
    await renderApp('/products');
    expect(
      await screen.findByRole('button', { name: 'Remove Earl Grey Tea from favourites' }),
    ).toBeVisible();

    // Removed in My Favs (another remote), then the customer opens the product.
    favourites = [];
    await userEvent.click(screen.getAllByRole('link', { name: /Earl Grey Tea/ })[0]!);
    expect(
      await screen.findByRole('button', { name: 'Add Earl Grey Tea to favourites' }),
    ).toBeVisible();
    expect(api.to('GET /me/favourites')).toHaveLength(2);
  });
});
