import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Favourite, ProductSummary } from '@storefront/shared/contracts';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
} from '@storefront/shared/testing';
import { fakeStorefrontCart } from '../../testing/fake-storefront-cart';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';

function aProduct(change: Partial<ProductSummary>): ProductSummary {
  return {
    id: 7,
    slug: 'english-breakfast-tea',
    name: 'English Breakfast Tea',
    categorySlug: 'drinks',
    categoryName: 'Drinks',
    priceMinor: 350,
    currency: 'GBP',
    unit: 'each',
    estimatedWeightGrams: null,
    stock: 20,
    image: 'products/tea.svg',
    featured: false,
    variantCount: 1,
    ...change,
  };
}

const TEA = aProduct({});
const BREAD = aProduct({ id: 9, slug: 'sourdough', name: 'Sourdough Loaf', stock: 0 });
const HONEY = aProduct({ id: 12, slug: 'honey', name: 'Runny Honey', priceMinor: 525, stock: 3 });

const favourites = (...products: ProductSummary[]): { items: Favourite[] } => ({
  items: products.map((product) => ({ product, addedAt: '2025-03-02T10:00:00.000Z' })),
});

const item = (name: string) => screen.getByRole('listitem', { name });

describe('My Favs page', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('lists the favourites with picture, price and stock; out of stock cannot be added', async () => {
    mockApi({ 'GET /me/favourites': { status: 200, data: favourites(TEA, BREAD, HONEY) } });
    renderDashboardAt('/dashboard/favs');

    expect(screen.getByRole('status')).toHaveTextContent('Loading your favourites');
    const list = await screen.findByRole('list', { name: 'Your favourites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const tea = item('English Breakfast Tea');
    expect(within(tea).getByRole('link', { name: 'English Breakfast Tea' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(tea).getByText('£3.50')).toBeInTheDocument();
    expect(within(tea).getByText('In stock')).toBeInTheDocument();
    expect(within(tea).getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/images\/products\/tea\.svg$/),
    );
    expect(within(tea).getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    const bread = item('Sourdough Loaf');
    expect(within(bread).getByText('Out of stock')).toBeInTheDocument();
    expect(within(bread).getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    expect(within(item('Runny Honey')).getByText('Only 3 left')).toBeInTheDocument();
  });

  it('sends a product with options to its page to choose one, priced from its lowest', async () => {
    const coffee = aProduct({ id: 30, name: 'House Coffee', priceMinor: 450, variantCount: 3 });
    mockApi({ 'GET /me/favourites': { status: 200, data: favourites(coffee) } });
    renderDashboardAt('/dashboard/favs');

    const listed = await screen.findByRole('listitem', { name: 'House Coffee' });
    expect(within(listed).getByText('From £4.50')).toBeInTheDocument();
    expect(within(listed).getByRole('link', { name: 'Choose options' })).toHaveAttribute(
      'href',
      '/products/30',
    );
    expect(within(listed).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('removes a favourite, and the list follows', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me/favourites': { status: 200, data: favourites(TEA, HONEY) },
      'DELETE /me/favourites/7': { status: 204 },
    });
    renderDashboardAt('/dashboard/favs');

    await user.click(
      await screen.findByRole('button', { name: 'Remove English Breakfast Tea from favourites' }),
    );

    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'English Breakfast Tea' }),
      ).not.toBeInTheDocument(),
    );
    expect(item('Runny Honey')).toBeInTheDocument();
    expect(api.to('DELETE /me/favourites/7')).toHaveLength(1);

    // The last one gone leaves the empty state.
    mockApi({
      'GET /me/favourites': { status: 200, data: favourites(TEA, HONEY) },
      'DELETE /me/favourites/12': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Runny Honey from favourites' }));
    expect(
      await screen.findByText('Tap the heart on any product to keep it here.'),
    ).toBeInTheDocument();
  });

  it('keeps a favourite whose removal was refused, and says why', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /me/favourites': { status: 200, data: favourites(TEA) },
      'DELETE /me/favourites/7': apiError(503, 'UNAVAILABLE', 'The store is busy. Try again.'),
    });
    renderDashboardAt('/dashboard/favs');

    await user.click(
      await screen.findByRole('button', { name: 'Remove English Breakfast Tea from favourites' }),
    );

    await waitFor(() =>
      expect(results.last()).toEqual({
        type: 'error',
        msg: 'The store is busy. Try again.',
      }),
    );
    expect(item('English Breakfast Tea')).toBeInTheDocument();
  });

  const addTea = async () => {
    mockApi({ 'GET /me/favourites': { status: 200, data: favourites(TEA) } });
    renderDashboardAt('/dashboard/favs');
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'English Breakfast Tea' })).getByRole(
        'button',
        { name: 'Add to cart' },
      ),
    );
  };

  it('adds one to the storefront’s cart, and says so', async () => {
    const cart = fakeStorefrontCart();
    await addTea();
    await waitFor(() =>
      expect(results.last()).toEqual({
        type: 'success',
        msg: 'Added English Breakfast Tea to your cart',
      }),
    );
    expect(cart.add).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, name: 'English Breakfast Tea' }),
      1,
    );
  });

  it('says what the cart could not take, in the storefront’s words', async () => {
    const notice = 'Only 1 left of English Breakfast Tea, so your cart has 1.';
    fakeStorefrontCart({ notice });
    await addTea();
    await waitFor(() => expect(results.last()).toEqual({ type: 'warning', msg: notice }));
  });

  it('says so when the storefront, and with it the cart, cannot be reached', async () => {
    await addTea();
    await waitFor(() => expect(results.last()?.type).toBe('error'));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('sends a customer without favourites to the store', async () => {
    mockApi({ 'GET /me/favourites': { status: 200, data: favourites() } });
    renderDashboardAt('/dashboard/favs');

    expect(
      await screen.findByText('Tap the heart on any product to keep it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the store' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('says why the favourites did not load and tries again', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /me/favourites': [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        { status: 200, data: favourites(TEA) },
      ],
    });
    renderDashboardAt('/dashboard/favs');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your favourites.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('listitem', { name: 'English Breakfast Tea' }),
    ).toBeInTheDocument();
  });
});
