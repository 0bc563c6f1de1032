import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { aPage, CATEGORIES } from '../../../testing/fixtures';
import { currentLocation, mockApi, renderApp, resetPage } from '../../../testing/test-utils';
import type { MockRoute } from '../../../testing/test-utils';

const BY_TEXT = {
  channel: 'sms',
  message:
    'If an account has this mobile number, we have texted it a 6-digit code. It works for 5 minutes.',
  expiresInSeconds: 300,
  resendInSeconds: 60,
};
const BY_EMAIL = {
  channel: 'email',
  message:
    'If an account has this e-mail address, we have sent it a link to set a new password. It works for 30 minutes.',
  expiresInSeconds: 1800,
  resendInSeconds: 60,
};

function mockReset(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /stores/38/categories': [200, { items: CATEGORIES }],
    'GET /stores/38/products': [200, aPage([])],
    ...routes,
  });
}

function body(request: { data?: unknown } | undefined) {
  return JSON.parse(String(request?.data));
}

async function askFor(user: ReturnType<typeof userEvent.setup>, identifier: string) {
  await user.type(await screen.findByLabelText('Mobile number or e-mail'), identifier);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('forgot password', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetPage();
    results = recordLoaderResults();
  });
  afterEach(() => {
    results.stop();
    jest.useRealTimers();
  });

  it('is linked from sign-in, keeping where the customer was going', async () => {
    const user = userEvent.setup();
    mockReset();
    await renderApp('/login?returnTo=%2Fcart');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/forgot-password?returnTo=%2Fcart');
  });

  it('texts a code, then sets the new password with it and sends the customer to sign in', async () => {
    const user = userEvent.setup();
    const api = mockReset({
      'POST /auth/password-reset': [202, BY_TEXT],
      'POST /auth/password-reset/confirm': [204],
    });
    await renderApp('/forgot-password?returnTo=%2Fcart');
    await askFor(user, '07911 123456');

    expect(body(api.to('POST /auth/password-reset')[0])).toEqual({
      identifier: '07911 123456',
    });
    const heading = await screen.findByRole('heading', { name: 'Check your texts' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(BY_TEXT.message);

    await user.type(screen.getByLabelText('Code from the text message'), '123456');
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toHaveFocus();
    expect(body(api.to('POST /auth/password-reset/confirm')[0])).toEqual({
      mobile: '+447911123456',
      code: '123456',
      password: 'a brand new password',
    });
    expect(screen.getByRole('status')).toHaveTextContent('every device');
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(currentLocation()).toBe('/login?returnTo=%2Fcart');
  });

  it('checks the input with the shared schemas before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockReset({ 'POST /auth/password-reset': [202, BY_TEXT] });
    await renderApp('/forgot-password');
    await askFor(user, '12');
    const field = screen.getByLabelText('Mobile number or e-mail');
    expect(field).toHaveAccessibleDescription('Enter a valid mobile number or e-mail');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.to('POST /auth/password-reset')).toHaveLength(0);

    await user.clear(field);
    await askFor(user, '07911 123456');
    await screen.findByRole('heading', { name: 'Check your texts' });
    await user.type(screen.getByLabelText('Code from the text message'), '12');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('Code from the text message')).toHaveAccessibleDescription(
      'Enter the 6-digit code',
    );
    expect(screen.getByLabelText('Code from the text message')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters',
    );
    expect(api.to('POST /auth/password-reset/confirm')).toHaveLength(0);
  });

  it('shows a wrong code beside the code field', async () => {
    const user = userEvent.setup();
    const message = 'That code is not right. 4 tries left.';
    mockReset({
      'POST /auth/password-reset': [202, BY_TEXT],
      'POST /auth/password-reset/confirm': [
        400,
        { error: { code: 'OTP_WRONG', message, field: 'code' } },
      ],
    });
    await renderApp('/forgot-password');
    await askFor(user, '07911 123456');
    const code = await screen.findByLabelText('Code from the text message');
    await user.type(code, '000000');
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription(message));
    expect(results.last()).toEqual({ type: 'error', msg: message });
    expect(screen.queryByRole('heading', { name: 'Password changed' })).not.toBeInTheDocument();
  });

  it('tells an e-mail address to look for the link, and offers it again after the wait', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = mockReset({ 'POST /auth/password-reset': [202, BY_EMAIL] });
    await renderApp('/forgot-password');
    // In act: with fake timers the answer would otherwise land outside it.
    await act(() => askFor(user, 'ada@example.test'));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(BY_EMAIL.message);
    expect(screen.queryByLabelText('Code from the text message')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again in 60 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    await act(() => user.click(screen.getByRole('button', { name: 'Send the link again' })));
    expect(
      await screen.findByRole('button', { name: 'Send the link again in 60 s' }),
    ).toBeDisabled();
    expect(api.to('POST /auth/password-reset')).toHaveLength(2);
    expect(body(api.to('POST /auth/password-reset')[1])).toEqual({
      identifier: 'ada@example.test',
    });

    await user.click(screen.getByRole('button', { name: 'Use a different number or e-mail' }));
    const field = screen.getByLabelText('Mobile number or e-mail');
    expect(field).toHaveValue('ada@example.test');
    expect(field).toHaveFocus();
  });
});

describe('reset password from the e-mailed link', () => {
  beforeEach(() => resetPage());

  it('sets the new password with the link’s token', async () => {
    const user = userEvent.setup();
    const api = mockReset({ 'POST /auth/password-reset/confirm': [204] });
    await renderApp('/reset-password?token=tok-123');
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toHaveFocus();
    expect(body(api.to('POST /auth/password-reset/confirm')[0])).toEqual({
      token: 'tok-123',
      password: 'a brand new password',
    });
  });

  it('says when the link is used up, and links to ask for a new one', async () => {
    const user = userEvent.setup();
    const message = 'This link has expired or has already been used. Ask for a new one.';
    mockReset({
      'POST /auth/password-reset/confirm': [
        400,
        { error: { code: 'RESET_LINK_INVALID', message, field: 'token' } },
      ],
    });
    await renderApp('/reset-password?token=tok-123');
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(currentLocation()).toBe('/forgot-password');
  });

  it('explains a link without its token instead of showing a form', async () => {
    mockReset();
    await renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
