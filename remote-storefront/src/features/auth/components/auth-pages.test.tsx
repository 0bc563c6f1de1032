import { render, screen, waitFor } from '@testing-library/react';
import {
  fakeSessionMirror,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type SessionMirrorCall,
} from '@storefront/shared/testing';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  loaderService,
  sessionStore,
} from '@storefront/shared';
import { account as customer } from '@storefront/ui/testing';
import LoginPage from './login-page';
import RegisterPage from './register-page';

const account = { ...customer, mobileVerified: false };

const EMPTY_CART = { lines: [], currency: 'GBP', itemCount: 0, subtotalMinor: 0, adjustments: [] };

/** Answers sign-in and registration alike; the cart read that follows a sign-in finds it empty. */
function answerWith(status: number, data: unknown) {
  return mockApi({
    'POST /auth/login': [status, data],
    'POST /auth/register': [status, data],
    'GET /me/cart': [200, EMPTY_CART],
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('sign-in and registration', () => {
  let sessionMirror: SessionMirrorCall[];
  let results: LoaderResults;
  beforeEach(() => {
    sessionMirror = fakeSessionMirror();
    localStorage.clear();
    sessionStore.updateUserAuth(false, null);
    loaderService.close();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('explains missing fields without calling the API', async () => {
    const api = answerWith(200, {});
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Mobile number or e-mail')).toHaveAccessibleDescription(
      'Enter your mobile number or e-mail',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);
  });

  it('signs in, stores the session keys and returns to returnTo', async () => {
    const api = answerWith(200, { token: 'tok', user: account });
    renderAt('/login?returnTo=%2Fcheckout');
    await userEvent.type(screen.getByLabelText('Mobile number or e-mail'), '07911 123456');
    await userEvent.type(screen.getByLabelText('Password'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout'));
    const [signIn] = api.to('POST /auth/login');
    expect(JSON.parse(signIn?.data)).toEqual({
      identifier: '07911 123456',
      password: 'secret password',
    });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('userName')).toBe('Ada Lovelace');
    expect(sessionStore.current('auth')).toBe(true);
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Welcome back, Ada Lovelace',
    });
    // The host's server keeps the token in its cookie, to draw the customer's cart.
    expect(sessionMirror).toEqual([
      { method: 'POST', headers: { accept: 'application/json', authkey: 'tok' } },
    ]);
  });

  it('says the session has ended when sent here for that, and returns to the page after', async () => {
    answerWith(200, { token: 'tok', user: account });
    renderAt('/login?returnTo=%2Fproducts%2F7&ended=1');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    await userEvent.type(screen.getByLabelText('Mobile number or e-mail'), '07911 123456');
    await userEvent.type(screen.getByLabelText('Password'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/products/7'));
  });

  it('says nothing of an ended session to someone who simply signs in', () => {
    renderAt('/login?returnTo=%2Fcheckout');
    expect(screen.queryByText(/session has ended/)).toBeNull();
  });

  it('offers customers the store added a way to claim their account', () => {
    renderAt('/login?returnTo=%2Fcheckout');
    expect(
      screen.getByRole('link', { name: 'Added by the store? Claim your account' }),
    ).toHaveAttribute('href', '/claim?returnTo=%2Fcheckout');
  });

  it('shows a refused sign-in through the loader and keeps no token', async () => {
    const message = 'That mobile number or e-mail and password do not match.';
    answerWith(401, { error: { code: 'INVALID_CREDENTIALS', message } });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Mobile number or e-mail'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(results.last()).toEqual({ type: 'error', msg: message });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('registers with the referral code from the link', async () => {
    const api = answerWith(201, { token: 'tok', user: account });
    renderAt('/register?ref=FRIEND22');
    expect(screen.getByText(/A friend invited you/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Mobile number'), '07911 123456');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/'));
    const [registration] = api.to('POST /auth/register');
    expect(JSON.parse(registration?.data)).toMatchObject({
      ref: 'FRIEND22',
      mobile: '07911 123456',
    });
  });

  it('puts a server-side field error beside its field', async () => {
    answerWith(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Enter a valid e-mail address', field: 'email' },
    });
    renderAt('/register');
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Mobile number'), '07911 123456');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Enter a valid e-mail address',
      ),
    );
  });
});
