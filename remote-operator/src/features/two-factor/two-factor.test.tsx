import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loaderService } from '@storefront/shared';
import { apiError, mockApi as mockRoutes, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';

/** The console's own read of who is signed in, and the page's routes. */
const mockApi = (routes: Record<string, Route>) =>
  mockRoutes({ 'GET /me': { status: 200, data: operator }, ...routes });

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-234${i}`);
const off = { enabled: false, required: false, recoveryCodesLeft: 0 };
const on = (required: boolean) => ({ enabled: true, required, recoveryCodesLeft: 10 });

describe('/operator/two-factor', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    loaderService.close();
  });

  it('turns it on: QR code and key, the first code, then the recovery codes once', async () => {
    const api = mockApi({
      'GET /auth/two-factor': [
        [200, off],
        [200, on(false)],
      ],
      'POST /auth/two-factor/setup': [
        200,
        { otpauthUrl: 'otpauth://x', qr: 'data:image/svg+xml;base64,PHN2Zy8+', secret: 'ABCDEF' },
      ],
      'POST /auth/two-factor/setup/confirm': [200, { recoveryCodes: CODES }],
    });
    renderOperatorAt('/operator/two-factor');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }),
    );
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(screen.getByText('ABCDEF')).toBeVisible();
    await userEvent.type(screen.getByLabelText('6-digit code from your app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    expect(JSON.parse(api.to('POST /auth/two-factor/setup/confirm')[0]?.data)).toEqual({
      code: '123456',
    });
    expect(await screen.findByText(/On\. 10 recovery codes left/)).toBeVisible();
  });

  it('offers no way to turn it off to a role that needs it', async () => {
    mockApi({ 'GET /auth/two-factor': [200, on(true)] });
    renderOperatorAt('/operator/two-factor');
    expect(await screen.findByText(/Your role needs it/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('shows a wrong code beside the field', async () => {
    const message = 'That code is not right, or was already used.';
    mockApi({
      'GET /auth/two-factor': [200, on(false)],
      'POST /auth/two-factor/disable': apiError(401, 'TWO_FACTOR_CODE_WRONG', message, 'code'),
    });
    renderOperatorAt('/operator/two-factor');
    await userEvent.type(await screen.findByLabelText('6-digit code from your app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(screen.getByLabelText('6-digit code from your app')).toHaveAccessibleDescription(
        message,
      ),
    );
  });
});
