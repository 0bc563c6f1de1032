import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aProduct, aProductPage, bodyOf } from './catalogue-fixtures';
import { mockCatalogue, openTea, tea } from './product-test-setup';
import type { Route } from '@storefront/shared/testing';

const rice = aProduct(20, {
  name: 'Basmati rice',
  sku: 'BASMATI-500G',
  priceMinor: 199,
  stock: 12,
  optionNames: ['Size'],
  optionValues: ['500 g'],
});
const riceKilo = aProduct(21, {
  name: 'Basmati rice',
  sku: 'BASMATI-1KG',
  priceMinor: 349,
  stock: 3,
  variantOf: 20,
  optionNames: ['Size'],
  optionValues: ['1 kg'],
});
const riceTwoKilos = aProduct(22, {
  name: 'Basmati rice',
  variantOf: 20,
  optionNames: ['Size'],
  sku: 'BASMATI-2KG',
  priceMinor: 649,
  stock: 0,
  optionValues: ['2 kg'],
});
const FAMILY = 'GET /operator/products/21/variants';

async function openRiceKilo(routes: Record<string, Route> = {}) {
  const api = mockCatalogue({
    'GET /operator/products/21': { status: 200, data: riceKilo },
    'GET /operator/products/21/stock-movements?page=1': { status: 200, data: aProductPage([]) },
    [FAMILY]: { status: 200, data: { items: [rice, riceKilo] } },
    ...routes,
  });
  renderOperatorAt('/operator/products/21');
  await screen.findByRole('heading', { level: 1, name: 'Basmati rice – 1 kg' });
  await screen.findByRole('table', { name: 'Variants of Basmati rice' });
  return api;
}

const panel = () => screen.getByRole('region', { name: 'Options and variants' });
const addForm = () => screen.getByRole('form', { name: 'Add a variant' });
const details = () => screen.getByRole('form', { name: 'Details' });

describe('A product’s options and variants', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lists the family, each variant linking to its own page, the one viewed marked', async () => {
    await openRiceKilo();

    const table = within(panel()).getByRole('table', { name: 'Variants of Basmati rice' });
    const [half, kilo] = within(table).getAllByRole('row').slice(1);
    expect(within(half!).getByRole('link', { name: '500 g' })).toHaveAttribute(
      'href',
      '/operator/products/20',
    );
    expect(half).toHaveTextContent('BASMATI-500G');
    expect(half).toHaveTextContent('£1.99 each');
    expect(half).toHaveTextContent('12');
    expect(half).not.toHaveTextContent('Viewing');
    const viewed = within(kilo!).getByRole('link', { name: '1 kg' });
    expect(viewed).toHaveAttribute('href', '/operator/products/21');
    expect(viewed).toHaveAttribute('aria-current', 'page');
    expect(kilo).toHaveTextContent('Viewing');
    expect(kilo).toHaveTextContent('£3.49 each');
    expect(kilo).toHaveTextContent('3 Low');
  });

  it('adds a variant: posts it, shows it in the family and clears the form', async () => {
    const user = userEvent.setup();
    const api = await openRiceKilo({
      'POST /operator/products/21/variants': { status: 201, data: riceTwoKilos },
      [FAMILY]: [
        { status: 200, data: { items: [rice, riceKilo] } },
        { status: 200, data: { items: [rice, riceKilo, riceTwoKilos] } },
      ],
    });

    const form = addForm();
    await user.type(within(form).getByLabelText('Size'), '2 kg');
    await user.type(within(form).getByLabelText('SKU'), 'basmati-2kg');
    await user.type(within(form).getByLabelText('Price (£)'), '6.49');
    await user.click(within(form).getByRole('button', { name: 'Add variant' }));

    expect(await within(panel()).findByRole('link', { name: '2 kg' })).toHaveAttribute(
      'href',
      '/operator/products/22',
    );
    expect(bodyOf(api.to('POST /operator/products/21/variants')[0]!.data)).toEqual({
      sku: 'BASMATI-2KG',
      priceMinor: 649,
      optionValues: ['2 kg'],
      gtin: null,
    });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Basmati rice – 2 kg added, with no stock yet.',
    );
    expect(within(form).getByLabelText('Size')).toHaveValue('');
    expect(within(form).getByLabelText('SKU')).toHaveValue('');
    expect(within(form).getByLabelText('Price (£)')).toHaveValue('');
  });

  it('shows the API’s refusals beside the values and the SKU, and checks before sending', async () => {
    const user = userEvent.setup();
    const api = await openRiceKilo({
      'POST /operator/products/21/variants': [
        apiError(
          409,
          'VARIANT_EXISTS',
          'Another variant of the product has these option values.',
          'optionValues',
        ),
        apiError(409, 'SKU_TAKEN', 'Another product of the store has the SKU BASMATI-1KG.', 'sku'),
      ],
    });
    const form = addForm();
    await user.click(within(form).getByRole('button', { name: 'Add variant' }));
    expect(await within(form).findByText('Enter the option value')).toBeVisible();
    expect(within(form).getByText('Enter a SKU')).toBeVisible();
    expect(within(form).getByText('Enter the price')).toBeVisible();
    expect(within(form).getByLabelText('Size')).toHaveFocus();
    expect(api.to('POST /operator/products/21/variants')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Size'), '1 kg');
    await user.type(within(form).getByLabelText('SKU'), 'BASMATI-1KG');
    await user.type(within(form).getByLabelText('Price (£)'), '3.49');
    await user.click(within(form).getByRole('button', { name: 'Add variant' }));

    const size = within(form).getByLabelText('Size');
    const exists = await within(form).findByText(
      'Another variant of the product has these option values.',
    );
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAttribute('aria-describedby', exists.id);
    expect(size).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Add variant' }));
    expect(
      await within(form).findByText('Another product of the store has the SKU BASMATI-1KG.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(size).not.toHaveAttribute('aria-invalid');
  });

  it('edits the shared details with this variant’s own SKU, price and option values', async () => {
    const user = userEvent.setup();
    const api = await openRiceKilo({
      'PUT /operator/products/21': [
        apiError(409, 'VARIANT_EXISTS', 'Basmati rice already has a variant 500 g.'),
        { status: 200, data: { ...riceKilo, optionValues: ['1.5 kg'] } },
      ],
    });
    const form = details();
    expect(
      within(form).getByText(/These details apply to every variant of the product/),
    ).toHaveTextContent('except the SKU, barcode, price and Size, which are this variant’s own.');
    const size = within(form).getByLabelText('Size');
    expect(size).toHaveValue('1 kg');

    await user.clear(size);
    await user.type(size, '500 g');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText('Basmati rice already has a variant 500 g.'),
    ).toBeVisible();
    expect(size).toHaveAttribute('aria-invalid', 'true');

    await user.clear(size);
    await user.type(size, '1.5 kg');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Basmati rice – 1.5 kg' }),
    ).toBeVisible();
    const sent = bodyOf(api.to('PUT /operator/products/21')[1]!.data);
    expect(sent).toEqual({
      sku: 'BASMATI-1KG',
      name: 'Basmati rice',
      description: '',
      categoryId: 1,
      priceMinor: 349,
      vatRateBasisPoints: 0,
      unit: 'each',
      estimatedWeightGrams: null,
      gtin: null,
      published: true,
      featured: false,
      optionValues: ['1.5 kg'],
    });
    expect(within(panel()).getByRole('link', { name: '1.5 kg' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('gives a product its options: its fields as saved, with option names and its values', async () => {
    const user = userEvent.setup();
    const withOptions = {
      ...tea,
      optionNames: ['Size', 'Caffeine'],
      optionValues: ['80 bags', 'Decaf'],
    };
    const api = await openTea({
      'PUT /operator/products/5': [
        apiError(409, 'OPTIONS_IN_USE', 'Remove the other variants before changing the options.'),
        { status: 200, data: withOptions },
      ],
      'GET /operator/products/5/variants': { status: 200, data: { items: [withOptions] } },
    });
    expect(within(panel()).getByText(/Sell this product in more than one size/)).toBeVisible();
    const first = within(panel()).getByRole('group', { name: 'Option 1' });
    await user.type(within(first).getByLabelText('Option name'), 'Size');
    await user.type(within(first).getByLabelText('This product’s value'), '80 bags');
    await user.click(within(panel()).getByRole('button', { name: 'Add another option' }));
    const second = within(panel()).getByRole('group', { name: 'Option 2' });
    await waitFor(() => expect(within(second).getByLabelText('Option name')).toHaveFocus());
    await user.click(within(panel()).getByRole('button', { name: 'Save options' }));
    expect(await within(second).findByText('Enter the option name')).toBeVisible();
    expect(within(second).getByText('Enter the option value')).toBeVisible();

    await user.type(within(second).getByLabelText('Option name'), 'Caffeine');
    await user.type(within(second).getByLabelText('This product’s value'), 'Decaf');
    await user.click(within(panel()).getByRole('button', { name: 'Save options' }));
    expect(
      await within(panel()).findByText('Remove the other variants before changing the options.'),
    ).toBeVisible();

    await user.click(within(panel()).getByRole('button', { name: 'Save options' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Breakfast tea – 80 bags, Decaf' }),
    ).toBeVisible();
    expect(bodyOf(api.to('PUT /operator/products/5')[1]!.data)).toEqual({
      sku: 'TEA-80',
      name: 'Breakfast tea',
      description: '80 bags.',
      categoryId: 3,
      priceMinor: 249,
      vatRateBasisPoints: 2000,
      unit: 'each',
      estimatedWeightGrams: null,
      gtin: null,
      published: true,
      featured: false,
      optionNames: ['Size', 'Caffeine'],
      optionValues: ['80 bags', 'Decaf'],
    });
    expect(await within(panel()).findByRole('link', { name: '80 bags, Decaf' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(addForm()).getByLabelText('Caffeine')).toHaveValue('');
    expect(within(details()).getByLabelText('Size')).toHaveValue('80 bags');
    expect(within(details()).getByLabelText('Caffeine')).toHaveValue('Decaf');
  });

  it('removes an option, the ones after it moving up with what was typed', async () => {
    const user = userEvent.setup();
    await openTea();
    const group = (name: string) => within(panel()).getByRole('group', { name });
    await user.click(within(panel()).getByRole('button', { name: 'Add another option' }));
    await user.click(within(panel()).getByRole('button', { name: 'Add another option' }));
    await user.type(within(group('Option 2')).getByLabelText('Option name'), 'Caffeine');
    await user.type(within(group('Option 3')).getByLabelText('Option name'), 'Blend');
    await user.type(within(group('Option 3')).getByLabelText('This product’s value'), 'Assam');

    await user.click(within(panel()).getByRole('button', { name: 'Remove option 2' }));

    expect(within(panel()).queryByRole('group', { name: 'Option 3' })).toBeNull();
    expect(within(group('Option 2')).getByLabelText('Option name')).toHaveValue('Blend');
    expect(within(group('Option 2')).getByLabelText('This product’s value')).toHaveValue('Assam');
  });

  it('names variants in the product list and the low-stock list', async () => {
    mockCatalogue({
      'GET /operator/products?page=1': { status: 200, data: aProductPage([rice, riceKilo]) },
      'GET /operator/products?stock=low&page=1': { status: 200, data: aProductPage([riceKilo]) },
    });
    const { unmount } = renderOperatorAt('/operator/products');
    expect(await screen.findByRole('link', { name: 'Basmati rice – 500 g' })).toHaveAttribute(
      'href',
      '/operator/products/20',
    );
    expect(screen.getByRole('link', { name: 'Basmati rice – 1 kg' })).toHaveAttribute(
      'href',
      '/operator/products/21',
    );
    unmount();

    renderOperatorAt('/operator/low-stock');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Basmati rice – 1 kg' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Receive Basmati rice – 1 kg' })).toBeVisible();
  });
});
