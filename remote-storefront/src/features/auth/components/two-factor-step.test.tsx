import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSessionMirror, mockApi } from '@storefront/shared/testing';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  loaderService,
  sessionStore,
} from '@storefront/shared';
import { account } from '@storefront/ui/testing';
import LoginPage from './login-page';

const staff = { ...account, role: 'operator', staffRole: 'owner' };
const EMPTY_CART = { lines: [], currency: 'GBP', itemCount: 0, subtotalMinor: 0, adjustments: [] };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-23${i}${i}`.slice(0, 14));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function signInWithPassword(loginAnswer: unknown, twoFactorAnswers: unknown) {
  const api = mockApi({
    'POST /auth/login': [200, loginAnswer],
    'POST /auth/two-factor': twoFactorAnswers as [number, unknown],
    'GET /me/cart': [200, EMPTY_CART],
  });
  render(
    <MemoryRouter initialEntries={['/login?returnTo=%2Foperator']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Mobile number or e-mail'), 'owner@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'a staff password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return api;
}

describe('the second step of a staff sign-in', () => {
  beforeEach(() => {
    fakeSessionMirror();
    localStorage.clear();
    sessionStore.updateUserAuth(false, null);
    loaderService.close();
  });

  it('asks for the code from the app, and signs in with it', async () => {
    const api = await signInWithPassword({ twoFactor: { kind: 'code', challenge: 'ch-1' } }, [
      200,
      { token: 'tok', user: staff },
    ]);
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.getItem('token')).toBeNull();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/operator'));
    expect(JSON.parse(api.to('POST /auth/two-factor')[0]?.data)).toEqual({
      challenge: 'ch-1',
      code: '123456',
    });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('takes a recovery code instead, and shows a wrong one beside the field', async () => {
    const message = 'That recovery code is not right, or was already used.';
    const api = await signInWithPassword({ twoFactor: { kind: 'code', challenge: 'ch-2' } }, [
      401,
      { error: { code: 'TWO_FACTOR_CODE_WRONG', message, field: 'recoveryCode' } },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use a recovery code instead' }),
    );
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Recovery code')).toHaveAccessibleDescription(message),
    );
    expect(JSON.parse(api.to('POST /auth/two-factor')[0]?.data)).toEqual({
      challenge: 'ch-2',
      recoveryCode: 'abcd-efgh-2345',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('walks an owner through setup: QR code, key, first code, then the recovery codes', async () => {
    await signInWithPassword(
      {
        twoFactor: {
          kind: 'setup',
          challenge: 'ch-3',
          otpauthUrl: 'otpauth://totp/x',
          qr: 'data:image/svg+xml;base64,PHN2Zy8+',
          secret: 'ABCDEFGHIJKLMNOP',
        },
      },
      [200, { token: 'tok', user: staff, recoveryCodes: CODES }],
    );
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('ABCDEFGHIJKLMNOP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('6-digit code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(localStorage.getItem('token')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved these' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/operator'));
    expect(localStorage.getItem('token')).toBe('tok');
  });
});
