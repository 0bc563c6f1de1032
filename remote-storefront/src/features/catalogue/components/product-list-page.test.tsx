import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, aSummary, CATEGORIES } from '../../../testing/fixtures';
import { currentLocation, mockApi, renderApp, resetPage } from '../../../testing/test-utils';

const TEA = aSummary({ id: 7, name: 'Earl Grey Tea', stock: 2 });
const COFFEE = aSummary({ id: 8, name: 'Ground Coffee', stock: 0 });
const SPINACH = aSummary({ id: 9, name: 'Baby Spinach', priceMinor: 320, unit: 'per_kg' });

function mockCatalogue(total = 70) {
  return mockApi({
    'GET /stores/38/categories': [200, { items: CATEGORIES }],
    'GET /stores/38/products': (config) => [
      200,
      aPage([TEA, COFFEE], Number(config.params.page), total),
    ],
  });
}

describe('product list', () => {
  beforeEach(resetPage);

  it('reads search, category, sort and page from the URL', async () => {
    const api = mockCatalogue();
    await renderApp('/products?q=tea&category=drinks&sort=price-asc&page=2');

    expect(await screen.findByRole('heading', { name: '70 products for “tea”' })).toBeVisible();
    expect(api.to('GET /stores/38/products')[0]?.params).toEqual({
      q: 'tea',
      category: 'drinks',
      sort: 'price-asc',
      page: 2,
      pageSize: 12,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Drinks' })).toBeVisible();
    expect(screen.getByLabelText('Search products')).toHaveValue('tea');
    expect(screen.getByLabelText('Category')).toHaveValue('drinks');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');
    expect(screen.getByText('Page 2 of 6')).toBeVisible();
  });

  it.each([
    [
      'a control character',
      `/products?q=${encodeURIComponent('tea\u0000')}`,
      'Remove the control characters (such as NUL)',
    ],
    [
      'more than 100 characters',
      `/products?q=${'t'.repeat(101)}`,
      'Search for at most 100 characters',
    ],
  ])(
    'says what to change in a search from a link with %s, and asks nothing',
    async (_case, url, message) => {
      const api = mockCatalogue();
      await renderApp(url);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('Search products')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Search products')).toHaveAccessibleDescription(message);
      expect(api.to('GET /stores/38/products')).toEqual([]);

      await userEvent.clear(screen.getByLabelText('Search products'));
      await userEvent.type(screen.getByLabelText('Search products'), 'tea{Enter}');
      expect(await screen.findByRole('heading', { name: '70 products for “tea”' })).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('shows cards with price, stock, links and a disabled button when sold out', async () => {
    mockCatalogue();
    await renderApp('/products');
    const tea = (await screen.findByRole('link', { name: 'Earl Grey Tea' })).closest('article');
    expect(tea).toHaveTextContent('£3.50');
    expect(within(tea!).getByText('Only 2 left')).toBeVisible();
    expect(within(tea!).getByRole('link', { name: 'Earl Grey Tea' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    // The first row is on screen when the list opens: its pictures load at once, first.
    const image = tea!.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    const coffee = screen.getByRole('link', { name: 'Ground Coffee' }).closest('article');
    expect(within(coffee!).getByText('Out of stock')).toBeVisible();
    expect(within(coffee!).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('sends a product with variants to its page to choose, priced from its lowest', async () => {
    const coffee = aSummary({ id: 20, name: 'House Coffee', priceMinor: 450, variantCount: 3 });
    mockApi({
      'GET /stores/38/categories': [200, { items: CATEGORIES }],
      'GET /stores/38/products': [200, aPage([TEA, coffee])],
    });
    await renderApp('/products');

    const card = (await screen.findByRole('link', { name: 'House Coffee' })).closest('article')!;
    expect(within(card).getByText('From £4.50')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    const choose = within(card).getByRole('link', { name: 'Choose options' });
    expect(choose).toHaveAttribute('href', '/products/20');
    expect(choose).toHaveAccessibleDescription('House Coffee');
    // A product of one variant is added from its card, as ever.
    const tea = screen.getByRole('link', { name: 'Earl Grey Tea' }).closest('article')!;
    expect(within(tea).getByText('£3.50')).toBeVisible();
    expect(tea).not.toHaveTextContent('From');
    expect(within(tea).getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    await userEvent.click(choose);
    await waitFor(() => expect(currentLocation()).toBe('/products/20'));
  });

  it('says per kg after the price of a product sold by weight, and nothing more by the piece', async () => {
    mockApi({
      'GET /stores/38/categories': [200, { items: CATEGORIES }],
      'GET /stores/38/products': [200, aPage([TEA, SPINACH])],
    });
    await renderApp('/products');

    const spinach = (await screen.findByRole('link', { name: 'Baby Spinach' })).closest('article');
    expect(
      within(spinach!).getByText((_, element) => element?.textContent === '£3.20 per kg'),
    ).toBeVisible();
    const tea = screen.getByRole('link', { name: 'Earl Grey Tea' }).closest('article');
    expect(within(tea!).getByText('£3.50')).toBeVisible();
    expect(tea).not.toHaveTextContent('each');
  });

  it('loads the pictures below the first row lazily', async () => {
    mockApi({
      'GET /stores/38/categories': [200, { items: CATEGORIES }],
      'GET /stores/38/products': [
        200,
        aPage(
          [TEA, TEA, TEA, TEA, COFFEE].map((product, index) => ({ ...product, id: index + 1 })),
          1,
          5,
        ),
      ],
    });
    await renderApp('/products');
    const coffee = (await screen.findByRole('link', { name: 'Ground Coffee' })).closest('article');
    expect(coffee!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('writes a search to ?q= and starts again at page 1', async () => {
    mockCatalogue();
    await renderApp('/products?category=drinks&page=3');
    await screen.findByText('Page 3 of 6');
    const search = screen.getByLabelText('Search products');
    await userEvent.type(search, 'coffee{Enter}');
    expect(currentLocation()).toBe('/products?category=drinks&q=coffee');
  });

  it('resets the page when the category or sort changes, and keeps the rest', async () => {
    mockCatalogue();
    await renderApp('/products?q=tea&page=4');
    await screen.findByText('Page 4 of 6');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'bakery');
    expect(currentLocation()).toBe('/products?q=tea&category=bakery');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    expect(currentLocation()).toBe('/products?q=tea&category=bakery&sort=newest');
    await userEvent.selectOptions(screen.getByLabelText('Category'), '');
    expect(currentLocation()).toBe('/products?q=tea&sort=newest');
  });

  it('moves between pages with Previous page and Next page', async () => {
    const api = mockCatalogue(30);
    await renderApp('/products?sort=name');
    await screen.findByText('Page 1 of 3');
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(currentLocation()).toBe('/products?sort=name&page=2');
    await screen.findByText('Page 2 of 3');
    expect(api.to('GET /stores/38/products').at(-1)?.params.page).toBe(2);
    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(currentLocation()).toBe('/products?sort=name');
  });

  it('offers to clear the filters when nothing matches', async () => {
    mockApi({
      'GET /stores/38/categories': [200, { items: CATEGORIES }],
      'GET /stores/38/products': [200, aPage([], 1, 0)],
    });
    await renderApp('/products?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Clear search and filters' }));
    expect(currentLocation()).toBe('/products');
  });

  it('explains a failed load and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /stores/38/categories': [200, { items: CATEGORIES }],
      'GET /stores/38/products': () =>
        fail
          ? [503, { error: { code: 'UNAVAILABLE', message: 'The store is busy.' } }]
          : [200, aPage([TEA])],
    });
    await renderApp('/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is busy.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '1 product' })).toBeVisible());
  });
});
