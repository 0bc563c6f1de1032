import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, recordLoaderResults } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aProduct, aProductPage, bodyOf } from './catalogue-fixtures';
import { mockCatalogue } from './product-test-setup';

describe('A new product', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('checks the form, shows the API’s refusals beside their fields, then opens the product', async () => {
    const user = userEvent.setup();
    const created = aProduct(9, {
      name: 'Baby spinach',
      sku: 'BABY-SPINACH',
      priceMinor: 320,
      unit: 'per_kg',
    });
    const api = mockCatalogue({
      'POST /operator/products': [
        apiError(400, 'VALIDATION_FAILED', 'The price is at most 100000.00', 'priceMinor'),
        apiError(409, 'SKU_TAKEN', 'Another product already has the SKU BABY-SPINACH.', 'sku'),
        { status: 201, data: created },
      ],
      'GET /operator/products/9': { status: 200, data: created },
      'GET /operator/products/9/stock-movements?page=1': { status: 200, data: aProductPage([]) },
    });
    const results = recordLoaderResults();
    renderOperatorAt('/operator/products/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Enter a SKU')).toBeVisible();
    expect(screen.getByText('Enter the product’s name')).toBeVisible();
    expect(screen.getByText('Choose a category')).toBeVisible();
    expect(screen.getByText('Enter the price')).toBeVisible();
    expect(screen.getByLabelText('SKU')).toHaveFocus();
    expect(api.to('POST /operator/products')).toHaveLength(0);

    await user.type(screen.getByLabelText('SKU'), 'baby-spinach');
    await user.type(screen.getByLabelText('Name'), 'Baby spinach');
    await user.type(screen.getByLabelText('Description'), 'Washed and ready.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Bakery');
    await user.type(screen.getByLabelText('Price (£)'), '3.2');
    await user.selectOptions(screen.getByLabelText('Unit'), 'per kg');
    await user.type(screen.getByLabelText('Estimated weight of one (g)'), '150');
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('The price is at most 100000.00')).toBeVisible();
    expect(screen.getByLabelText('Price (£)')).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(api.to('POST /operator/products')[0]!.data)).toEqual({
      sku: 'BABY-SPINACH',
      name: 'Baby spinach',
      description: 'Washed and ready.',
      categoryId: 2,
      priceMinor: 320,
      unit: 'per_kg',
      estimatedWeightGrams: 150,
      gtin: null,
      vatRateBasisPoints: 0,
      published: true,
      featured: false,
    });

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(
      await screen.findByText('Another product already has the SKU BABY-SPINACH.'),
    ).toBeVisible();
    expect(screen.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('SKU')).toHaveFocus();

    await user.clear(screen.getByLabelText('SKU'));
    await user.type(screen.getByLabelText('SKU'), 'SPINACH-BABY');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Baby spinach' })).toBeVisible();
    expect(bodyOf(api.to('POST /operator/products')[2]!.data)).toMatchObject({
      sku: 'SPINACH-BABY',
    });
    results.stop();
    expect(results.last()).toEqual({ type: 'success', msg: 'Baby spinach added' });
    // The longest walk through the form: three tries, a dozen fields typed.
  }, 60_000);

  it('starts at the zero VAT rate, sends the rate chosen and shows its refusal at the field', async () => {
    const user = userEvent.setup();
    const created = aProduct(9, { name: 'Fig rolls', sku: 'FIG-ROLLS', vatRateBasisPoints: 2000 });
    const api = mockCatalogue({
      'POST /operator/products': [
        apiError(400, 'VALIDATION_FAILED', 'The VAT rate is at most 100%', 'vatRateBasisPoints'),
        { status: 201, data: created },
      ],
      'GET /operator/products/9': { status: 200, data: created },
      'GET /operator/products/9/stock-movements?page=1': { status: 200, data: aProductPage([]) },
    });
    renderOperatorAt('/operator/products/new');

    const rate = await screen.findByLabelText('VAT rate');
    expect(rate).toHaveValue('0');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20% (standard)', '5% (reduced)', '0% (zero)']);
    await user.type(screen.getByLabelText('SKU'), 'FIG-ROLLS');
    await user.type(screen.getByLabelText('Name'), 'Fig rolls');
    await user.selectOptions(screen.getByLabelText('Category'), 'Bakery');
    await user.type(screen.getByLabelText('Price (£)'), '1.20');
    await user.selectOptions(rate, '20% (standard)');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('The VAT rate is at most 100%')).toBeVisible();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveFocus();
    expect(bodyOf(api.to('POST /operator/products')[0]!.data)).toMatchObject({
      priceMinor: 120,
      vatRateBasisPoints: 2000,
    });

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fig rolls' })).toBeVisible();
    expect(screen.getByText('VAT 20%')).toBeVisible();
    expect(bodyOf(api.to('POST /operator/products')[1]!.data)).toMatchObject({
      vatRateBasisPoints: 2000,
    });
  });

  it('refuses a price that is not an amount', async () => {
    const user = userEvent.setup();
    const api = mockCatalogue({});
    renderOperatorAt('/operator/products/new');

    await user.type(await screen.findByLabelText('Price (£)'), '2,49p');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Enter the price in pounds, e.g. 2.49')).toBeVisible();
    expect(api.to('POST /operator/products')).toHaveLength(0);
  });
});
