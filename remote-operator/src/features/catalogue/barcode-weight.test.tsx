import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aProduct, aProductPage, bodyOf } from './catalogue-fixtures';
import { mockCatalogue, openTea, tea } from './product-test-setup';

// The product form's barcode (GTIN) and, for a product sold per kg, the
// estimated weight of one: checked with the API's schema before sending.

// Each test fills most of the form, key by key, as the operator would: in CI,
// beside the browser tests at the lowest priority, one took past 15 s.
jest.setTimeout(60_000);

describe('A product’s barcode and estimated weight', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  async function fillNewProduct(user: ReturnType<typeof userEvent.setup>) {
    renderOperatorAt('/operator/products/new');
    await user.type(await screen.findByLabelText('SKU'), 'LOOSE-PLUMS');
    await user.type(screen.getByLabelText('Name'), 'Loose plums');
    await user.selectOptions(screen.getByLabelText('Category'), 'Bakery');
    await user.type(screen.getByLabelText('Price (£)'), '3.20');
  }

  it('refuses a barcode whose check digit is wrong before sending, then sends its digits', async () => {
    const user = userEvent.setup();
    const created = aProduct(9, { name: 'Loose plums', gtin: '4006381333931' });
    const api = mockCatalogue({
      'POST /operator/products': { status: 201, data: created },
      'GET /operator/products/9': { status: 200, data: created },
      'GET /operator/products/9/stock-movements?page=1': { status: 200, data: aProductPage([]) },
    });
    await fillNewProduct(user);
    const barcode = screen.getByLabelText('Barcode (GTIN)');
    await user.type(barcode, '4006381333932');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(
      await screen.findByText('Enter a valid barcode: the check digit doesn’t match'),
    ).toBeVisible();
    expect(barcode).toHaveAttribute('aria-invalid', 'true');
    expect(barcode).toHaveFocus();
    expect(api.to('POST /operator/products')).toHaveLength(0);

    await user.clear(barcode);
    await user.type(barcode, '4 006381 333931');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loose plums' })).toBeVisible();
    expect(bodyOf(api.to('POST /operator/products')[0]!.data)).toMatchObject({
      gtin: '4006381333931',
      unit: 'each',
      estimatedWeightGrams: null,
    });
    expect(screen.getByText('Barcode 4006381333931')).toBeVisible();
  });

  it('shows the API’s refusal of a barcode another product has beside the field', async () => {
    const user = userEvent.setup();
    mockCatalogue({
      'POST /operator/products': apiError(
        409,
        'GTIN_TAKEN',
        'Another product of the store has this barcode: Basmati Rice 1kg (BASMATI-RICE).',
        'gtin',
      ),
    });
    await fillNewProduct(user);
    await user.type(screen.getByLabelText('Barcode (GTIN)'), '4006381333931');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(
      await screen.findByText(
        'Another product of the store has this barcode: Basmati Rice 1kg (BASMATI-RICE).',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Barcode (GTIN)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the estimated weight only when sold per kg, and needs it then', async () => {
    const user = userEvent.setup();
    const api = mockCatalogue({});
    await fillNewProduct(user);
    expect(screen.queryByLabelText('Estimated weight of one (g)')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Unit'), 'per kg');
    const weight = screen.getByLabelText('Estimated weight of one (g)');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(
      await screen.findByText(
        'Enter the estimated weight of one unit, in grams: the product is sold per kg',
      ),
    ).toBeVisible();
    expect(weight).toHaveFocus();

    await user.type(weight, '180g');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Enter a whole number of grams, e.g. 180')).toBeVisible();

    await user.clear(weight);
    await user.type(weight, '60000');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('The estimated weight is at most 50000 g')).toBeVisible();
    expect(api.to('POST /operator/products')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Unit'), 'each');
    expect(screen.queryByLabelText('Estimated weight of one (g)')).not.toBeInTheDocument();
  });

  it('edits a product’s weight and barcode, and shows both on its page', async () => {
    const user = userEvent.setup();
    const bananas = aProduct(5, {
      ...tea,
      unit: 'per_kg',
      estimatedWeightGrams: 180,
      gtin: '5099999000670',
    });
    const api = await openTea({
      'GET /operator/products/5': { status: 200, data: bananas },
      'PUT /operator/products/5': {
        status: 200,
        data: { ...bananas, estimatedWeightGrams: 200, gtin: null },
      },
    });
    const summary = screen.getByText('About 180 g each').closest('p')!;
    expect(within(summary).getByText('Barcode 5099999000670')).toBeVisible();
    expect(screen.getByLabelText('Barcode (GTIN)')).toHaveValue('5099999000670');
    const weight = screen.getByLabelText('Estimated weight of one (g)');
    expect(weight).toHaveValue('180');

    await user.clear(weight);
    await user.type(weight, '200');
    await user.clear(screen.getByLabelText('Barcode (GTIN)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('About 200 g each')).toBeVisible();
    expect(bodyOf(api.to('PUT /operator/products/5')[0]!.data)).toMatchObject({
      unit: 'per_kg',
      estimatedWeightGrams: 200,
      gtin: null,
    });
  });
});
