import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { aPage, CATEGORIES } from '../../../testing/fixtures';
import { currentLocation, mockApi, renderApp, resetPage } from '../../../testing/test-utils';
import type { MockRoute } from '../../../testing/test-utils';

const imported: Account = {
  id: 'u-7',
  name: 'Grace Hopper',
  email: 'grace@example.test',
  mobile: '+447911123456',
  role: 'customer',
  mobileVerified: true,
  documentStatus: 'none',
  referralCode: 'GRACE234',
  addedFromCsv: true,
  avatar: null,
};

const STARTED = { expiresInSeconds: 300, resendInSeconds: 60 };
const EMPTY_CART = { lines: [], currency: 'GBP', itemCount: 0, subtotalMinor: 0, adjustments: [] };

function mockClaim(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'POST /auth/claim/start': [202, STARTED],
    'GET /me/cart': [200, EMPTY_CART],
    'GET /stores/38/categories': [200, { items: CATEGORIES }],
    'GET /stores/38/products': [200, aPage([])],
    ...routes,
  });
}

function body(request: { data?: unknown } | undefined) {
  return JSON.parse(String(request?.data));
}

async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mobile number'), '07911 123456');
  await user.click(screen.getByRole('button', { name: 'Text me a code' }));
  return screen.findByLabelText('Code from the text message');
}

describe('claim your account', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetPage();
    sessionStore.updateUserAddedFromCSV(null);
    results = recordLoaderResults();
  });

  afterEach(() => {
    results.stop();
    jest.useRealTimers();
  });

  it('texts a code, then signs in with the code and a new password', async () => {
    const user = userEvent.setup();
    const api = mockClaim({
      'POST /auth/claim/complete': [200, { token: 'tok-7', user: imported }],
    });
    await renderApp('/claim?returnTo=%2Fcart');
    expect(screen.getByRole('heading', { name: 'Claim your account' })).toBeInTheDocument();

    const code = await askForCode(user);
    expect(body(api.to('POST /auth/claim/start')[0])).toEqual({ mobile: '+447911123456' });
    expect(code).toHaveFocus();

    await user.type(code, '123456');
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Claim account' }));

    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    expect(body(api.to('POST /auth/claim/complete')[0])).toEqual({
      mobile: '+447911123456',
      code: '123456',
      password: 'a new password',
    });
    expect(localStorage.getItem('token')).toBe('tok-7');
    expect(localStorage.getItem('userId')).toBe('u-7');
    expect(sessionStore.current('auth')).toBe(true);
    expect(sessionStore.current('userAddedFromCSV')).toBe(true);
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Welcome, Grace Hopper',
    });
    expect(await screen.findByRole('region', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('checks the number with the shared schema before sending it', async () => {
    const user = userEvent.setup();
    const api = mockClaim();
    await renderApp('/claim');
    await user.type(screen.getByLabelText('Mobile number'), '12');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Enter a valid mobile number',
    );
    expect(api.to('POST /auth/claim/start')).toHaveLength(0);
  });

  it('shows a wrong code beside the code field and keeps the customer signed out', async () => {
    const user = userEvent.setup();
    const message = 'That code is not right. Check the text message and try again.';
    mockClaim({
      'POST /auth/claim/complete': [
        400,
        { error: { code: 'INVALID_CODE', message, field: 'code' } },
      ],
    });
    await renderApp('/claim');
    const code = await askForCode(user);
    await user.type(code, '000000');
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Claim account' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription(message));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(results.last()).toEqual({ type: 'error', msg: message });
    expect(localStorage.getItem('token')).toBeNull();
    expect(currentLocation()).toBe('/claim');
  });

  it('offers a new code only when the countdown has run out', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = mockClaim();
    await renderApp('/claim');
    await askForCode(user);

    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Resend code in 45 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(45_000));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    const starts = api.to('POST /auth/claim/start');
    expect(starts).toHaveLength(2);
    expect(body(starts[1])).toEqual({ mobile: '+447911123456' });
  });

  it('shows the API refusing a resend asked for too soon', async () => {
    const user = userEvent.setup();
    const message = 'Please wait a minute before asking for another code.';
    let starts = 0;
    mockClaim({
      'POST /auth/claim/start': () =>
        (starts += 1) === 1
          ? [202, { expiresInSeconds: 300, resendInSeconds: 0 }]
          : [429, { error: { code: 'TOO_MANY_REQUESTS', message } }],
    });
    await renderApp('/claim');
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    const form = screen.getByRole('button', { name: 'Claim account' }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(results.last()).toEqual({ type: 'error', msg: message });
  });
});
