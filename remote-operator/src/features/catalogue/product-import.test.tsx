import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductImportRow } from '@storefront/shared/operator-contracts';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { heldUpload } from '@storefront/ui/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aPage, anImport, IMPORT_ID, operator } from '../../testing/operator-fixtures';

const PAGE = '/operator/product-import';
const IMPORT_URL = `/operator/product-imports/${IMPORT_ID}`;
const csv = () =>
  new File(['sku,name,category,price\nAPPLE-1,Apples,Fruit & Veg,2.49\n'], 'products.csv', {
    type: 'text/csv',
  });
const started = anImport({ kind: 'products', fileName: 'products.csv' });
const done = anImport({
  kind: 'products',
  fileName: 'products.csv',
  status: 'done',
  processedRows: 3,
  counts: { created: 1, updated: 1, skipped: 0, failed: 1 },
});

const aRow = (change: Partial<ProductImportRow>): ProductImportRow => ({
  row: 2,
  status: 'created',
  sku: 'APPLE-1',
  name: 'Apples',
  errors: [],
  productId: 501,
  ...change,
});
const reportRows = aPage(
  [
    aRow({}),
    aRow({
      row: 3,
      status: 'failed',
      sku: 'TOY-1',
      name: 'A Toy',
      errors: [{ field: 'category', message: 'No category is called “Toys”.' }],
      productId: null,
    }),
    aRow({ row: 4, status: 'updated', sku: 'BABY-SPINACH', name: '', productId: 7 }),
  ],
  3,
  1,
  100,
);

function mockImportApi(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/product-imports?page=1': { status: 200, data: aPage([]) },
    ...routes,
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Product import', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('explains the columns before the operator chooses a file', async () => {
    mockImportApi({});
    renderOperatorAt(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Product import' })).toBeVisible();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'sku',
      'name',
      'category',
      'price',
      'description',
      'unit',
      'published',
      'gtin',
      'estimated_weight_grams',
    ]);
    expect(screen.getByText(/Stock is not imported/)).toBeInTheDocument();
    expect(await screen.findByText('No products have been imported yet.')).toBeInTheDocument();
  });

  it('uploads to the product imports, follows the progress, and links each row to its product', async () => {
    const user = userEvent.setup();
    const held = heldUpload(40);
    const api = mockImportApi({
      'POST /operator/product-imports': held.route,
      [`GET ${IMPORT_URL}`]: [
        { status: 200, data: anImport({ ...started, processedRows: 1 }) },
        { status: 200, data: done },
      ],
      [`GET ${IMPORT_URL}/rows?page=1`]: { status: 200, data: reportRows },
      [`GET ${IMPORT_URL}/rows?page=1&status=failed`]: {
        status: 200,
        data: aPage([reportRows.items[1]!], 1, 1, 100),
      },
    });
    renderOperatorAt(PAGE);

    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import products' }));
    expect(await screen.findByLabelText('Uploading the file')).toHaveValue(40);
    const [upload] = api.to('POST /operator/product-imports');
    expect((upload!.data as FormData).get('file')).toMatchObject({ name: 'products.csv' });
    expect(upload!.headers.get('authKey')).toBe('tok-3');
    held.answer({ status: 202, data: started });

    const bar = await screen.findByRole('progressbar', { name: 'Rows processed' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '3'), { timeout: 10_000 });
    expect(screen.getByTestId('import-count-created')).toHaveTextContent('1');
    expect(screen.getByTestId('import-count-failed')).toHaveTextContent('1');

    const report = await screen.findByRole('table', { name: 'Rows of products.csv' });
    expect(within(report).getByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
    expect(bodyRows(report).map((row) => row.textContent)).toEqual([
      '2CreatedApplesSKU APPLE-1None',
      '3FailedA ToySKU TOY-1category: No category is called “Toys”.',
      '4UpdatedBABY-SPINACHSKU BABY-SPINACHNone',
    ]);
    expect(within(report).getByRole('link', { name: 'Apples' })).toHaveAttribute(
      'href',
      '/operator/products/501',
    );
    expect(within(report).getByRole('link', { name: 'BABY-SPINACH' })).toHaveAttribute(
      'href',
      '/operator/products/7',
    );
    expect(within(report).queryByRole('link', { name: 'A Toy' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Row status'), 'Failed');
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Rows of products.csv' }))).toHaveLength(1),
    );
    expect(api.to(`GET ${IMPORT_URL}/rows?page=1&status=failed`)).toHaveLength(1);
    expect(api.to('GET /operator/customer-imports?page=1')).toHaveLength(0);

    const polls = api.to(`GET ${IMPORT_URL}`).length;
    await wait(700);
    expect(api.to(`GET ${IMPORT_URL}`)).toHaveLength(polls);
  });

  it('says which columns of the file it did not read, and where stock is changed instead', async () => {
    const user = userEvent.setup();
    const ignoredColumns = ['stock', 'colour'];
    mockImportApi({
      'POST /operator/product-imports': { status: 202, data: { ...started, ignoredColumns } },
      [`GET ${IMPORT_URL}`]: { status: 200, data: { ...done, ignoredColumns } },
      [`GET ${IMPORT_URL}/rows?page=1`]: { status: 200, data: reportRows },
    });
    renderOperatorAt(PAGE);
    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import products' }));
    expect(await screen.findByTestId('import-ignored-columns')).toHaveTextContent(
      'The “stock” and “colour” columns were not read: this import does not know them. ' +
        'Stock changes only through a stock adjustment on the product’s page, so that every change is on the record.',
    );
  });

  it('shows why a file is refused, and keeps the page', async () => {
    const user = userEvent.setup();
    mockImportApi({
      'POST /operator/product-imports': apiError(
        400,
        'MISSING_COLUMNS',
        'The first row must name the columns sku, name, category and price; missing: price.',
        'file',
      ),
    });
    renderOperatorAt(PAGE);

    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import products' }));

    expect(await screen.findByLabelText('CSV file')).toHaveAccessibleDescription(
      /missing: price\./,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends a catalogue over the customers’ 10 MB, and keeps one over 25 MB on the device', async () => {
    const user = userEvent.setup();
    const api = mockImportApi({
      'POST /operator/product-imports': { status: 202, data: started },
      [`GET ${IMPORT_URL}`]: { status: 200, data: done },
      [`GET ${IMPORT_URL}/rows?page=1`]: { status: 200, data: reportRows },
    });
    renderOperatorAt(PAGE);
    const ofMegabytes = (megabytes: number) =>
      new File([new Uint8Array(megabytes * 1024 * 1024)], 'catalogue.csv', { type: 'text/csv' });
    expect(await screen.findByText(/At most 25 MB and 50,000 rows\./)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV file'), ofMegabytes(26));
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
      /Choose a CSV file of at most 25 MB\./,
    );
    await user.click(screen.getByRole('button', { name: 'Import products' }));
    expect(api.to('POST /operator/product-imports')).toHaveLength(0);

    await user.upload(screen.getByLabelText('CSV file'), ofMegabytes(12));
    await user.click(screen.getByRole('button', { name: 'Import products' }));
    await waitFor(() => expect(api.to('POST /operator/product-imports')).toHaveLength(1));
  });

  it('reopens a recent import and downloads its report', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const api = mockImportApi({
      'GET /operator/product-imports?page=1': { status: 200, data: aPage([done]) },
      [`GET ${IMPORT_URL}`]: { status: 200, data: done },
      [`GET ${IMPORT_URL}/rows?page=1`]: { status: 200, data: reportRows },
      [`GET ${IMPORT_URL}/report.csv`]: {
        status: 200,
        data: new Blob(['row,status,sku,name,errors,product_id\n'], { type: 'text/csv' }),
      },
    });
    renderOperatorAt(PAGE);

    const recent = await screen.findByRole('table', { name: 'Recent imports, newest first' });
    const link = within(recent).getByRole('link', { name: 'products.csv' });
    expect(link).toHaveAttribute('href', `${PAGE}?import=${IMPORT_ID}`);
    await user.click(link);
    await screen.findByRole('table', { name: 'Rows of products.csv' });

    await user.click(screen.getByRole('button', { name: 'Download report (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [download] = api.to(`GET ${IMPORT_URL}/report.csv`);
    expect(download!.responseType).toBe('blob');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('products-report.csv');
    click.mockRestore();
  });
});
