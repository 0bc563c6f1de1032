import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, aSummary, CATEGORIES } from '../../../testing/fixtures';
import { currentLocation, mockApi, renderApp, resetPage } from '../../../testing/test-utils';

// Price and stock filters, the default order of a search, a page past the end
// and a category the store does not have.

const TEA = aSummary({ id: 7, name: 'Earl Grey Tea' });

function mockCatalogue(products: ReturnType<typeof aPage> = aPage([TEA])) {
  return mockApi({
    'GET /stores/38/categories': [200, { items: CATEGORIES }],
    'GET /stores/38/products': [200, products],
  });
}

describe('browsing the product list', () => {
  beforeEach(resetPage);

  it('reads the price range and in-stock filter from the URL and sends them', async () => {
    const api = mockCatalogue();
    await renderApp('/products?minPrice=200&maxPrice=500&inStock=true');
    await screen.findByRole('heading', { name: '1 product' });
    expect(api.to('GET /stores/38/products')[0]?.params).toEqual({
      minPrice: '200',
      maxPrice: '500',
      inStock: 'true',
      page: 1,
      pageSize: 12,
    });
    expect(screen.getByLabelText('Price')).toHaveValue('200-500');
    expect(screen.getByRole('option', { name: '£2.00 to £5.00' })).toBeInTheDocument();
    expect(screen.getByLabelText('In stock only')).toBeChecked();
  });

  it('writes the filters to the URL, starting again at page 1', async () => {
    mockCatalogue(aPage([TEA], 2, 30));
    await renderApp('/products?q=tea&page=2');
    await screen.findByText('Page 2 of 3');
    await userEvent.selectOptions(screen.getByLabelText('Price'), 'Up to £2.00');
    expect(currentLocation()).toBe('/products?q=tea&maxPrice=200');
    await userEvent.click(screen.getByLabelText('In stock only'));
    expect(currentLocation()).toBe('/products?q=tea&maxPrice=200&inStock=true');
    await userEvent.selectOptions(screen.getByLabelText('Price'), '£10.00 and over');
    expect(currentLocation()).toBe('/products?q=tea&inStock=true&minPrice=1000');
    await userEvent.selectOptions(screen.getByLabelText('Price'), 'Any price');
    await userEvent.click(screen.getByLabelText('In stock only'));
    expect(currentLocation()).toBe('/products?q=tea');
  });

  it('shows a range from a link that is no band as a choice of its own', async () => {
    mockCatalogue();
    await renderApp('/products?minPrice=150&maxPrice=375');
    await screen.findByRole('heading', { name: '1 product' });
    expect(screen.getByLabelText('Price')).toHaveValue('150-375');
    expect(screen.getByRole('option', { name: '£1.50 to £3.75' })).toBeInTheDocument();
  });

  it('says what to change when the range is upside down, and asks nothing', async () => {
    const api = mockCatalogue();
    await renderApp('/products?minPrice=500&maxPrice=200');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The highest price is below the lowest.',
    );
    expect(api.to('GET /stores/38/products')).toEqual([]);
  });

  it('orders a search by best match unless a sort is chosen', async () => {
    const api = mockCatalogue();
    await renderApp('/products?q=tea');
    await screen.findByRole('heading', { name: '1 product for “tea”' });
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Best match');
    expect(api.to('GET /stores/38/products')[0]?.params.sort).toBeUndefined();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name (A to Z)');
    expect(currentLocation()).toBe('/products?q=tea&sort=name');
  });

  it('says how many match on a page past the end, with a link to page 1', async () => {
    mockCatalogue(aPage([], 3, 11));
    await renderApp('/products?q=x&page=3');
    expect(
      await screen.findByRole('heading', { name: 'Page 3 is past the end — 11 products match.' }),
    ).toBeVisible();
    expect(screen.queryByText(/Nothing matches/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 1' }));
    expect(currentLocation()).toBe('/products?q=x');
  });

  it('says the store has no such category, offering it nowhere, with a way out', async () => {
    mockApi({
      'GET /stores/38/categories': [200, { items: CATEGORIES }],
      'GET /stores/38/products': (config) =>
        config.params.category === 'no-such-shelf'
          ? [
              400,
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'This store has no category "no-such-shelf".',
                  field: 'category',
                },
              },
            ]
          : [200, aPage([TEA])],
    });
    await renderApp('/products?q=tea&category=no-such-shelf');
    const message = (
      await screen.findByRole('heading', { name: 'We have no category “no-such-shelf”' })
    ).closest('div')!;
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const picker = screen.getByLabelText('Category');
    expect(picker).toHaveValue('');
    expect(within(picker).queryByRole('option', { name: 'no-such-shelf' })).toBeNull();

    await userEvent.click(within(message).getByRole('link', { name: 'Show all categories' }));
    expect(currentLocation()).toBe('/products?q=tea');
    expect(await screen.findByRole('heading', { name: '1 product for “tea”' })).toBeVisible();
  });
});
