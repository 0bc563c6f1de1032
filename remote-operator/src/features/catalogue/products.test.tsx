import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient } from '@storefront/shared';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { aProduct, aProductPage, bakery, dairy, fruit } from './catalogue-fixtures';

const spinach = aProduct(7, {
  name: 'Baby spinach',
  sku: 'BABY-SPINACH',
  priceMinor: 320,
  unit: 'per_kg',
  stock: 3,
  image: 'products/spinach.png',
});
const bread = aProduct(8, {
  name: 'Sourdough loaf',
  sku: 'SOURDOUGH',
  categoryId: 2,
  categoryName: 'Bakery',
  priceMinor: 450,
  stock: 14,
  published: false,
});

function mockCatalogue(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/categories': { status: 200, data: { items: [fruit, bakery, dairy] } },
    ...routes,
  });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Products', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    configureHttpClient({ apiBaseUrl: 'http://api.test/api' });
  });

  it('lists each product with its picture, SKU, category, price per unit, stock and status', async () => {
    mockCatalogue({
      'GET /operator/products?page=1': { status: 200, data: aProductPage([spinach, bread]) },
    });
    renderOperatorAt('/operator/products');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await screen.findByRole('table', { name: "The store's products" });
    expect(screen.getByText('2 products')).toBeVisible();

    const spinachRow = row('Baby spinach');
    expect(within(spinachRow).getByRole('link', { name: 'Baby spinach' })).toHaveAttribute(
      'href',
      '/operator/products/7',
    );
    expect(spinachRow).toHaveTextContent('SKU BABY-SPINACH');
    expect(spinachRow).toHaveTextContent('Fruit & veg');
    expect(spinachRow).toHaveTextContent('£3.20 per kg');
    expect(spinachRow).toHaveTextContent('3 Low');
    expect(spinachRow).toHaveTextContent('Published');
    expect(spinachRow.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/api/images/products/spinach.png',
    );

    const breadRow = row('Sourdough loaf');
    expect(breadRow).toHaveTextContent('£4.50 each');
    expect(breadRow).toHaveTextContent('Unpublished');
    expect(breadRow).not.toHaveTextContent('Low');
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/operator/products/new',
    );
  });

  it('searches by name or SKU and filters by category and status, all through the URL', async () => {
    const user = userEvent.setup();
    const api = mockCatalogue({
      'GET /operator/products?page=1': { status: 200, data: aProductPage([spinach, bread]) },
      'GET /operator/products?q=spinach&page=1': { status: 200, data: aProductPage([spinach]) },
      'GET /operator/products?q=spinach&categoryId=1&page=1': {
        status: 200,
        data: aProductPage([spinach]),
      },
      'GET /operator/products?q=spinach&categoryId=1&published=false&page=1': {
        status: 200,
        data: aProductPage([]),
      },
    });
    renderOperatorAt('/operator/products');
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Search by name or SKU'), 'spinach{Enter}');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Sourdough/ })).toBeNull());
    expect(api.to('GET /operator/products?q=spinach&page=1')).toHaveLength(1);

    await user.selectOptions(
      screen.getByLabelText('Category'),
      screen.getByRole('option', { name: 'Fruit & veg' }),
    );
    await waitFor(() =>
      expect(api.to('GET /operator/products?q=spinach&categoryId=1&page=1')).toHaveLength(1),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Unpublished');
    expect(await screen.findByText('No products match this search.')).toBeVisible();
    expect(screen.getByLabelText('Search by name or SKU')).toHaveValue('spinach');
    expect(screen.getByLabelText('Category')).toHaveValue('1');
    expect(screen.getByLabelText('Status')).toHaveValue('false');
    expect(screen.getByRole('link', { name: 'Show every product' })).toHaveAttribute(
      'href',
      '/operator/products',
    );
  });

  it('pages through the products with the filters kept', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 20 }, (_, index) => aProduct(100 + index));
    const api = mockCatalogue({
      'GET /operator/products?categoryId=2&page=1': {
        status: 200,
        data: aProductPage(first, 25),
      },
      'GET /operator/products?categoryId=2&page=2': {
        status: 200,
        data: aProductPage([bread], 25, 2),
      },
    });
    renderOperatorAt('/operator/products?categoryId=2');
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Next page' }));

    expect(await screen.findByRole('row', { name: /Sourdough loaf/ })).toBeVisible();
    expect(api.to('GET /operator/products?categoryId=2&page=2')).toHaveLength(1);
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/operator/products?categoryId=2',
    );
  });

  it('invites the first product when the store has none', async () => {
    mockCatalogue({ 'GET /operator/products?page=1': { status: 200, data: aProductPage([]) } });
    renderOperatorAt('/operator/products');

    expect(await screen.findByText('The store has no products yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add the first product' })).toHaveAttribute(
      'href',
      '/operator/products/new',
    );
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const api = mockCatalogue({
      'GET /operator/products?page=1': [
        apiError(503, 'UNAVAILABLE', 'The catalogue is resting.'),
        { status: 200, data: aProductPage([spinach]) },
      ],
    });
    renderOperatorAt('/operator/products');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the products.");
    expect(alert).toHaveTextContent('The catalogue is resting.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('row', { name: /Baby spinach/ })).toBeVisible();
    expect(api.to('GET /operator/products?page=1')).toHaveLength(2);
  });
});
