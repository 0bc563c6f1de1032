import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import type { OtpSent } from '@storefront/shared/contracts';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { account, renderVerifyAt, resetDevice, signIn } from '../../testing/render-verify';

const sent: OtpSent = { sentTo: '+44 ••• ••• 3456', expiresInSeconds: 300, resendInSeconds: 60 };
const verifiedAccount = { ...account, mobileVerified: true };

/** The API of a signed-in customer whose number is not verified yet, plus any overrides. */
function mockOtpApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /me': { status: 200, data: account },
    'POST /otp/send': { status: 200, data: sent },
    'POST /otp/verify': { status: 200, data: { user: verifiedAccount } },
    ...routes,
  });
}

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('6-digit code');
}

describe('mobile verification', () => {
  beforeEach(resetDevice);
  afterEach(() => jest.useRealTimers());

  it('asks a signed-out visitor to sign in instead of showing the form', () => {
    const api = mockOtpApi();
    renderVerifyAt('/verify/mobile?returnTo=/checkout');

    expect(
      screen.getByText(
        'Sign in first, so we know which account to verify. You can verify your mobile number straight after.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/verify/mobile?returnTo=/checkout')}`,
    );
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('tells a customer whose stored sign-in the API refuses that it has ended', async () => {
    mockOtpApi({ 'GET /me': apiError(401, 'UNAUTHORIZED', 'Sign in again.') });
    signIn();
    renderVerifyAt('/verify/mobile');

    expect(await screen.findByText(/^Your sign-in has ended\. Sign in first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offers to text a code to the masked number of the account', async () => {
    mockOtpApi();
    signIn();
    renderVerifyAt('/verify/mobile');

    expect(await screen.findByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.getByText('••• ••• 3456')).toBeInTheDocument();
    expect(screen.queryByText(account.mobile)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('sends a code, counts down the wait, then offers a new code', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = mockOtpApi();
    signIn();
    renderVerifyAt('/verify/mobile');

    const input = await sendCode(user);
    expect(api.to('POST /otp/send')).toHaveLength(1);
    expect(api.to('POST /otp/send')[0]?.headers.get('authKey')).toBe('tok-7');
    expect(
      screen.getByText('We sent a code to +44 ••• ••• 3456. It works for 5 minutes.'),
    ).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code in 60 s');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code in 59 s');
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code in 39 s');

    act(() => jest.advanceTimersByTime(39_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(api.to('POST /otp/send')).toHaveLength(2);
    expect(await screen.findByRole('timer')).toHaveTextContent(
      'You can ask for a new code in 60 s',
    );
  });

  it('keeps the code form and waits for Retry-After when a code was sent too recently', async () => {
    const user = userEvent.setup();
    mockOtpApi({
      'POST /otp/send': {
        ...apiError(429, 'OTP_TOO_SOON', 'Wait 42 seconds before asking for a new code.'),
        // Browsers hand over response header names in lower case.
        headers: { 'retry-after': '42' },
      },
    });
    signIn();
    renderVerifyAt('/verify/mobile');

    const input = await sendCode(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Wait 42 seconds before asking for a new code.',
    );
    expect(input).toBeInTheDocument();
    expect(screen.getByText('Enter the code we texted to ••• ••• 3456.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code in 42 s');
  });

  it('says so when the hourly limit of codes is reached, without a code form', async () => {
    const user = userEvent.setup();
    mockOtpApi({
      'POST /otp/send': {
        ...apiError(429, 'OTP_LIMIT', 'You have asked for 5 codes in the last hour.'),
        headers: { 'retry-after': '1800' },
      },
    });
    signIn();
    renderVerifyAt('/verify/mobile');

    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have asked for 5 codes in the last hour.',
    );
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('shows a wrong code with the tries left beside the input and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = mockOtpApi({
      'POST /otp/verify': apiError(
        400,
        'OTP_WRONG',
        'That code is not right. 3 tries left.',
        'code',
      ),
    });
    signIn({ mobileVerified: 'false' });
    renderVerifyAt('/verify/mobile?returnTo=/checkout');

    const input = await sendCode(user);
    await user.type(input, '111111{Enter}');

    expect(await screen.findByText('That code is not right. 3 tries left.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('That code is not right. 3 tries left.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('111111');
    expect(input).toHaveFocus();
    expect(api.to('POST /otp/verify')).toHaveLength(1);
    expect(localStorage.getItem('mobileVerified')).toBe('false');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('clears an expired code and says to ask for a new one', async () => {
    const user = userEvent.setup();
    mockOtpApi({
      'POST /otp/verify': apiError(
        400,
        'OTP_EXPIRED',
        'That code has expired. Ask for a new one.',
        'code',
      ),
    });
    signIn();
    renderVerifyAt('/verify/mobile');

    const input = await sendCode(user);
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText('That code has expired. Ask for a new one.'),
    ).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('That code has expired. Ask for a new one.');
    expect(input).toHaveValue('');
  });

  it('shows an error without a field above the form', async () => {
    const user = userEvent.setup();
    mockOtpApi({ 'POST /otp/verify': { status: 500 } });
    signIn();
    renderVerifyAt('/verify/mobile');

    const input = await sendCode(user);
    await user.type(input, '123456{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveValue('123456');
  });

  it('checks the code on the device before sending it', async () => {
    const user = userEvent.setup();
    const api = mockOtpApi();
    signIn();
    renderVerifyAt('/verify/mobile');

    const input = await sendCode(user);
    await user.type(input, '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(api.to('POST /otp/verify')).toHaveLength(0);
  });

  it.each([
    ['returnTo', '?returnTo=/checkout', '/checkout'],
    ['no returnTo', '', '/dashboard/account'],
    ['another site as returnTo', '?returnTo=https%3A%2F%2Fevil.test', '/dashboard/account'],
    ['a protocol-relative returnTo', '?returnTo=%2F%2Fevil.test', '/dashboard/account'],
  ])('verifies the code and goes on, given %s', async (_case, search, destination) => {
    const user = userEvent.setup();
    const api = mockOtpApi();
    signIn();
    renderVerifyAt(`/verify/mobile${search}`);

    const input = await sendCode(user);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(destination);
    expect(screen.getByTestId('elsewhere').textContent).toBe(destination);
    const [verify] = api.to('POST /otp/verify');
    expect(JSON.parse(String(verify?.data))).toEqual({ code: '123456' });
    expect(localStorage.getItem('mobileVerified')).toBe('true');
  });

  it('records the verified number in storage and in the session', async () => {
    const user = userEvent.setup();
    mockOtpApi();
    signIn();
    const seen: Array<boolean | null> = [];
    const subscription = sessionStore.getMobileVerified().subscribe((value) => seen.push(value));
    renderVerifyAt('/verify/mobile?returnTo=/checkout');

    const input = await sendCode(user);
    await user.type(input, '123456{Enter}');

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/checkout');
    subscription.unsubscribe();
    expect(localStorage.getItem('mobileVerified')).toBe('true');
    expect(sessionStore.current('mobileVerified')).toBe(true);
    expect(seen.at(-1)).toBe(true);
    expect(sessionStore.current('user')?.mobileVerified).toBe(true);
  });

  it('shows the number as verified when the API says it already is on sending', async () => {
    const user = userEvent.setup();
    mockOtpApi({
      'POST /otp/send': apiError(
        409,
        'MOBILE_ALREADY_VERIFIED',
        'Your mobile number is already verified.',
      ),
    });
    signIn();
    renderVerifyAt('/verify/mobile?returnTo=/checkout');

    await user.click(await screen.findByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Your mobile number is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    expect(localStorage.getItem('mobileVerified')).toBe('true');
    expect(sessionStore.current('mobileVerified')).toBe(true);
  });

  it('catches the device up when the API knows the number is verified', async () => {
    mockOtpApi({ 'GET /me': { status: 200, data: verifiedAccount } });
    signIn({ mobileVerified: 'false' });
    renderVerifyAt('/verify/mobile');

    expect(await screen.findByText('Your mobile number is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
    expect(localStorage.getItem('mobileVerified')).toBe('true');
    expect(sessionStore.current('mobileVerified')).toBe(true);
  });

  it('offers a retry when the account cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = mockOtpApi({
      'GET /me': [{ status: 500 }, { status: 200, data: account }],
    });
    signIn();
    renderVerifyAt('/verify/mobile');

    expect(await screen.findByText("We couldn't load your account.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(api.to('GET /me')).toHaveLength(2);
  });
});
