import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type Route,
} from '@storefront/shared/testing';
import { account, renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { giveBlobsText } from '../../testing/blob-text';

const json = (data: unknown) => JSON.parse(data as string) as unknown;

function mockAccountApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /me': { status: 200, data: account },
    'GET /me/addresses': { status: 200, data: { items: [] } },
    'GET /me/notification-preferences': {
      status: 200,
      data: { orderUpdatesBySms: true, orderUpdatesByEmail: true },
    },
    ...routes,
  });
}

async function openAccount(change: Parameters<typeof signIn>[0] = {}) {
  signIn(change);
  renderDashboardAt('/dashboard/account');
  await screen.findByText('Ada Lovelace', { selector: 'dd' });
}

const mobileForm = () => screen.getByRole('form', { name: 'Change mobile number' });

describe('my Account: changing the mobile number', () => {
  beforeEach(resetDevice);

  const sent = {
    status: 200,
    data: { sentTo: '+44 ••• ••• 0456', expiresInSeconds: 300, resendInSeconds: 60 },
  };

  it('texts a code to the new number, then the code makes it the verified number', async () => {
    const user = userEvent.setup();
    const moved = { ...account, mobile: '+447500100456', mobileVerified: true };
    const api = mockAccountApi({
      'POST /me/mobile': sent,
      'POST /me/mobile/confirm': { status: 200, data: moved },
    });
    await openAccount({ mobileVerified: false });
    expect(localStorage.getItem('mobileVerified')).toBe('false');

    await user.type(within(mobileForm()).getByLabelText('New mobile number'), '07500 100456');
    await user.click(within(mobileForm()).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We texted a 6-digit code to \+44 ••• ••• 0456/)).toBeVisible();
    expect(json(api.to('POST /me/mobile')[0]!.data)).toEqual({ mobile: '+447500100456' });

    await user.type(within(mobileForm()).getByLabelText('Code from the text'), '123456');
    await user.click(within(mobileForm()).getByRole('button', { name: 'Confirm new number' }));

    expect(await screen.findByText('Your mobile number is changed and verified.')).toBeVisible();
    expect(json(api.to('POST /me/mobile/confirm')[0]!.data)).toEqual({
      mobile: '+447500100456',
      code: '123456',
    });
    expect(screen.getByText('07500 100456', { selector: 'dd' })).toBeInTheDocument();
    // The device's record follows, so every page knows the number is verified.
    expect(localStorage.getItem('mobileVerified')).toBe('true');
    expect(sessionStore.current('mobileVerified')).toBe(true);
    expect(sessionStore.current('user')?.mobileVerified).toBe(true);
    expect(screen.getByTestId('mobile-status')).toHaveTextContent('Verified');
  });

  it('checks the number before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockAccountApi();
    await openAccount();
    await user.click(within(mobileForm()).getByRole('button', { name: 'Send code' }));
    expect(await within(mobileForm()).findByText('Enter your mobile number')).toBeVisible();
    await user.type(within(mobileForm()).getByLabelText('New mobile number'), '12');
    await user.click(within(mobileForm()).getByRole('button', { name: 'Send code' }));
    expect(await within(mobileForm()).findByText('Enter a valid mobile number')).toBeVisible();
    expect(within(mobileForm()).getByLabelText('New mobile number')).toHaveFocus();
    expect(api.to('POST /me/mobile')).toHaveLength(0);
  });

  it('shows a wrong code on the code field, and a taken number as a message', async () => {
    const user = userEvent.setup();
    mockAccountApi({
      'POST /me/mobile': sent,
      'POST /me/mobile/confirm': [
        apiError(400, 'OTP_WRONG', 'That code is not right. 4 tries left.', 'code'),
        apiError(409, 'MOBILE_TAKEN', 'Another account already uses this mobile number.', 'mobile'),
      ],
    });
    await openAccount();
    await user.type(within(mobileForm()).getByLabelText('New mobile number'), '07500 100456');
    await user.click(within(mobileForm()).getByRole('button', { name: 'Send code' }));
    const code = await within(mobileForm()).findByLabelText('Code from the text');

    await user.type(code, '111111');
    await user.click(within(mobileForm()).getByRole('button', { name: 'Confirm new number' }));
    expect(
      await within(mobileForm()).findByText('That code is not right. 4 tries left.'),
    ).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(mobileForm()).getByRole('button', { name: 'Confirm new number' }));
    expect(
      await within(mobileForm()).findByText('Another account already uses this mobile number.'),
    ).toBeVisible();
    expect(screen.getByText('07400 123456', { selector: 'dd' })).toBeInTheDocument();

    await user.click(within(mobileForm()).getByRole('button', { name: 'Use another number' }));
    expect(within(mobileForm()).getByLabelText('New mobile number')).toBeVisible();
  });
});

describe('my Account: my data', () => {
  let results: LoaderResults;
  beforeAll(giveBlobsText);
  beforeEach(() => {
    resetDevice();
    URL.createObjectURL = jest.fn(() => 'blob:my-data');
    URL.revokeObjectURL = jest.fn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('downloads the export under the name the API gives it', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const api = mockAccountApi({
      'GET /me/export': {
        status: 200,
        data: new Blob(['{"profile":{}}'], { type: 'application/json' }),
        headers: { 'content-disposition': 'attachment; filename="my-data-2026-11-24.json"' },
      },
    });
    await openAccount();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toEqual(['my-data-2026-11-24.json blob:my-data']));
    expect(api.to('GET /me/export')[0]!.responseType).toBe('blob');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Your data is downloaded',
    });
    click.mockRestore();
  });

  it('says why a download failed', async () => {
    const user = userEvent.setup();
    mockAccountApi({
      'GET /me/export': {
        status: 429,
        data: new Blob([
          JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests.' } }),
        ]),
      },
    });
    await openAccount();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Too many requests.', { selector: 'p' })).toBeVisible();
  });
});

describe('my Account: deleting the account', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  async function openDialog() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    return { user, dialog };
  }

  it('asks for the password, then forgets the user and goes home with a notice', async () => {
    const api = mockAccountApi({
      'DELETE /me': [
        apiError(400, 'WRONG_PASSWORD', 'That is not your password', 'password'),
        { status: 204 },
      ],
    });
    await openAccount();
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password')).toBeVisible();
    expect(api.to('DELETE /me')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That is not your password')).toBeVisible();
    expect(localStorage.getItem('userId')).toBe(account.id);

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
    expect(json(api.to('DELETE /me')[1]!.data)).toEqual({ password: 'my password' });
    for (const key of ['userId', 'userName', 'token', 'mobileVerified', 'documentVerify']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStore.current('auth')).toBe(false);
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Your account is deleted. Thank you for shopping with us.',
    });
  });

  it('keeps the account when the customer changes their mind, or the store says wait', async () => {
    const api = mockAccountApi({
      'DELETE /me': apiError(
        409,
        'ORDERS_IN_PROGRESS',
        'You have 1 order in progress. You can delete your account once they are completed or cancelled.',
      ),
    });
    await openAccount();
    let { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('DELETE /me')).toHaveLength(0);

    ({ user, dialog } = await openDialog());
    await user.type(within(dialog).getByLabelText('Password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(/You have 1 order in progress/)).toBeVisible();
    expect(localStorage.getItem('userId')).toBe(account.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
