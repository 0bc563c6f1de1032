import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  mockApi,
  type Route,
  type InternalAxiosRequestConfig,
} from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aPage, anImport, IMPORT_ID, operator } from '../../testing/operator-fixtures';

const IMPORT_URL = `/operator/customer-imports/${IMPORT_ID}`;
const csv = () =>
  new File(['name,email,mobile\nAda,ada@example.test,+447400123456\n'], 'customers.csv', {
    type: 'text/csv',
  });
const done = anImport({
  status: 'done',
  processedRows: 3,
  counts: { created: 1, updated: 1, skipped: 0, failed: 1 },
});
const reportRows = aPage(
  [
    {
      row: 2,
      status: 'created' as const,
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      mobile: '+447400123456',
      errors: [],
      customerId: 'u-10',
    },
    {
      row: 3,
      status: 'failed' as const,
      name: 'Bo',
      email: 'bo@example.test',
      mobile: '12',
      errors: [
        { field: 'mobile', message: 'Enter a valid mobile number' },
        { field: 'email', message: 'Enter a valid e-mail address' },
      ],
      customerId: null,
    },
    {
      row: 4,
      status: 'updated' as const,
      name: '',
      email: 'cy@example.test',
      mobile: '',
      errors: [],
      customerId: 'u-11',
    },
  ],
  3,
  1,
  100,
);

function mockImportApi(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/customer-imports?page=1': { status: 200, data: aPage([]) },
    ...routes,
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Customer import', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('uploads the CSV as multipart, follows the progress, then shows and filters the report', async () => {
    const user = userEvent.setup();
    let finishUpload: () => void = () => undefined;
    let progressPolls = 0;
    let readFirstProgress: () => void = () => undefined;
    const firstProgressRead = new Promise<void>((resolve) => (readFirstProgress = resolve));
    const api = mockImportApi({
      'POST /operator/customer-imports': async (request: InternalAxiosRequestConfig) => {
        request.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
        await new Promise<void>((resolve) => (finishUpload = resolve));
        return { status: 202, data: anImport() };
      },
      // The second answer waits until the test has read the first: on a busy
      // machine the next poll could otherwise come before the first is seen.
      [`GET ${IMPORT_URL}`]: async () => {
        progressPolls += 1;
        if (progressPolls === 1)
          return {
            status: 200,
            data: anImport({ processedRows: 2, counts: { ...done.counts, failed: 0 } }),
          };
        await firstProgressRead;
        return { status: 200, data: done };
      },
      [`GET ${IMPORT_URL}/rows?page=1`]: { status: 200, data: reportRows },
      [`GET ${IMPORT_URL}/rows?page=1&status=failed`]: {
        status: 200,
        data: aPage([reportRows.items[1]!], 1, 1, 100),
      },
    });
    renderOperatorAt('/operator/customer-import');

    const input = await screen.findByLabelText('CSV file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await user.upload(input, csv());
    await user.click(screen.getByRole('button', { name: 'Import customers' }));

    expect(await screen.findByLabelText('Uploading the file')).toHaveValue(50);
    const [upload] = api.to('POST /operator/customer-imports');
    expect(upload!.data).toBeInstanceOf(FormData);
    expect((upload!.data as FormData).get('file')).toMatchObject({ name: 'customers.csv' });
    expect(upload!.headers.get('authKey')).toBe('tok-3');
    expect(String(upload!.headers.get('Content-Type'))).toBe('multipart/form-data');
    finishUpload();

    const bar = await screen.findByRole('progressbar', { name: 'Rows processed' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2'));
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    readFirstProgress();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '3'), { timeout: 10_000 });
    expect(screen.getByTestId('import-count-created')).toHaveTextContent('1');
    expect(screen.getByTestId('import-count-updated')).toHaveTextContent('1');
    expect(screen.getByTestId('import-count-failed')).toHaveTextContent('1');

    const report = await screen.findByRole('table', { name: 'Rows of customers.csv' });
    expect(bodyRows(report).map((row) => row.textContent)).toEqual([
      '2CreatedAda Lovelaceada@example.test · 07400 123456None',
      '3FailedBobo@example.test · 12mobile: Enter a valid mobile numberemail: Enter a valid e-mail address',
      '4Updated(no name)cy@example.testNone',
    ]);

    await user.selectOptions(screen.getByLabelText('Row status'), 'Failed');
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Rows of customers.csv' }))).toHaveLength(
        1,
      ),
    );
    expect(api.to(`GET ${IMPORT_URL}/rows?page=1&status=failed`)).toHaveLength(1);

    // Done: no more polling.
    const polls = api.to(`GET ${IMPORT_URL}`).length;
    await wait(700);
    expect(api.to(`GET ${IMPORT_URL}`)).toHaveLength(polls);
  });

  it('shows the API message when the upload is refused, and keeps the page', async () => {
    const user = userEvent.setup();
    mockImportApi({
      'POST /operator/customer-imports': apiError(
        400,
        'MISSING_COLUMNS',
        'The file needs the columns name, email and mobile',
        'file',
      ),
    });
    renderOperatorAt('/operator/customer-import');

    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import customers' }));

    expect(
      await screen.findByText('The file needs the columns name, email and mobile'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer import' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops asking for progress when the page goes away', async () => {
    const api = mockImportApi({
      [`GET ${IMPORT_URL}`]: { status: 200, data: anImport({ processedRows: 1 }) },
    });
    const { unmount } = renderOperatorAt(`/operator/customer-import?import=${IMPORT_ID}`);
    await screen.findByRole('progressbar', { name: 'Rows processed' });
    unmount();
    const polls = api.to(`GET ${IMPORT_URL}`).length;
    await wait(700);
    expect(api.to(`GET ${IMPORT_URL}`)).toHaveLength(polls);
  });

  it('reopens a recent import and downloads its report through the shared client', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const api = mockImportApi({
      'GET /operator/customer-imports?page=1': { status: 200, data: aPage([done]) },
      [`GET ${IMPORT_URL}`]: { status: 200, data: done },
      [`GET ${IMPORT_URL}/rows?page=1`]: { status: 200, data: reportRows },
      [`GET ${IMPORT_URL}/report.csv`]: {
        status: 200,
        data: new Blob(['row,status,errors\n'], { type: 'text/csv' }),
      },
    });
    renderOperatorAt('/operator/customer-import');

    const recent = await screen.findByRole('table', { name: 'Recent imports, newest first' });
    await user.click(within(recent).getByRole('link', { name: 'customers.csv' }));
    await screen.findByRole('table', { name: 'Rows of customers.csv' });

    await user.click(screen.getByRole('button', { name: 'Download report (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [download] = api.to(`GET ${IMPORT_URL}/report.csv`);
    expect(download!.responseType).toBe('blob');
    expect(download!.headers.get('authKey')).toBe('tok-3');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('customers-report.csv');
    expect(link.href).toBe('blob:report');
    click.mockRestore();
  });
});
