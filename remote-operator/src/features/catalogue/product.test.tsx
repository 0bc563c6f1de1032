import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient } from '@storefront/shared';
import { apiError, recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { bodyOf } from './catalogue-fixtures';
import { image, mockCatalogue, openTea, tea } from './product-test-setup';

describe('A product’s page', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
    configureHttpClient({ apiBaseUrl: 'http://api.test/api' });
    let previews = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${(previews += 1)}`);
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => results.stop());

  it('edits the product and says it is saved', async () => {
    const user = userEvent.setup();
    const saved = {
      ...tea,
      name: 'Breakfast tea, 80 bags',
      priceMinor: 275,
      featured: true,
      updatedAt: '2025-03-05T10:00:00.000Z',
    };
    const api = await openTea({ 'PUT /operator/products/5': { status: 200, data: saved } });

    expect(screen.getByLabelText('SKU')).toHaveValue('TEA-80');
    expect(screen.getByLabelText('Description')).toHaveValue('80 bags.');
    expect(screen.getByLabelText('Category')).toHaveValue('3');
    expect(screen.getByLabelText('Price (£)')).toHaveValue('2.49');
    expect(screen.getByLabelText('Unit')).toHaveValue('each');
    expect(screen.getByLabelText('VAT rate')).toHaveValue('2000');
    expect(screen.getByText('VAT 20%')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Breakfast tea, 80 bags');
    await user.clear(screen.getByLabelText('Price (£)'));
    await user.type(screen.getByLabelText('Price (£)'), '2.75');
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Breakfast tea, 80 bags' }),
    ).toBeVisible();
    expect(bodyOf(api.to('PUT /operator/products/5')[0]!.data)).toEqual({
      sku: 'TEA-80',
      name: 'Breakfast tea, 80 bags',
      description: '80 bags.',
      categoryId: 3,
      priceMinor: 275,
      vatRateBasisPoints: 2000,
      unit: 'each',
      estimatedWeightGrams: null,
      gtin: null,
      published: true,
      featured: true,
    });
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Breakfast tea, 80 bags saved',
    });
    expect(screen.getByText('£2.75 each')).toBeVisible();
    // The form's every field checked, two retyped, then saved and read back.
  }, 60_000);

  it('keeps a VAT rate outside the common ones, and sends another when chosen', async () => {
    const user = userEvent.setup();
    const api = await openTea({
      'GET /operator/products/5': { status: 200, data: { ...tea, vatRateBasisPoints: 1750 } },
      'PUT /operator/products/5': { status: 200, data: { ...tea, vatRateBasisPoints: 500 } },
    });

    const rate = screen.getByLabelText('VAT rate');
    expect(rate).toHaveValue('1750');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20% (standard)', '5% (reduced)', '0% (zero)', '17.5%']);
    expect(screen.getByText('VAT 17.5%')).toBeVisible();

    await user.selectOptions(rate, '5% (reduced)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('VAT 5%')).toBeVisible();
    expect(bodyOf(api.to('PUT /operator/products/5')[0]!.data)).toMatchObject({
      vatRateBasisPoints: 500,
    });
  });

  it('shows an error the API gives without a field in an alert', async () => {
    const user = userEvent.setup();
    await openTea({
      'PUT /operator/products/5': apiError(503, 'UNAVAILABLE', 'The store is busy. Try again.'),
    });

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const form = screen.getByRole('form', { name: 'Details' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The store is busy. Try again.',
    );
  });

  it('previews a chosen picture and uploads it as multipart form data', async () => {
    const user = userEvent.setup();
    const api = await openTea({
      'PUT /operator/products/5/image': {
        status: 200,
        data: { ...tea, image: 'products/uploaded/abc.png' },
      },
    });
    expect(screen.getByAltText('Picture of Breakfast tea')).toHaveAttribute(
      'src',
      'http://api.test/api/images/products/tea.png',
    );
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeDisabled();

    const file = image('tea.png', 'image/png');
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    expect(screen.getByAltText('Preview of the new picture')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));

    await waitFor(() =>
      expect(screen.getByAltText('Picture of Breakfast tea')).toHaveAttribute(
        'src',
        'http://api.test/api/images/products/uploaded/abc.png',
      ),
    );
    expect(screen.queryByAltText('Preview of the new picture')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    const sent = api.to('PUT /operator/products/5/image')[0]!;
    const form = sent.data as FormData;
    expect([...form.keys()]).toEqual(['image']);
    expect(form.get('image')).toBe(file);
    expect(String(sent.headers.get('Content-Type') ?? '')).not.toMatch(/json/);
  });

  it.each([
    ['a GIF', image('tea.gif', 'image/gif'), 'Choose a JPG, PNG or WebP picture'],
    [
      'a picture over 2 MB',
      image('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1),
      'A picture can be at most 2 MB',
    ],
  ])('refuses %s before uploading', async (_label, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const api = await openTea();

    await user.upload(screen.getByLabelText('Choose a picture'), file);

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Choose a picture')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByAltText('Preview of the new picture')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
    expect(api.to('PUT /operator/products/5/image')).toHaveLength(0);
  });

  it('shows a product that does not exist as not found, with a way back', async () => {
    mockCatalogue({
      'GET /operator/products/404': apiError(404, 'NOT_FOUND', 'No such product.', 'productId'),
    });
    renderOperatorAt('/operator/products/404');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/operator/products',
    );
  });
});
