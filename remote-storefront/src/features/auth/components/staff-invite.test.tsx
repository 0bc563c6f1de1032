import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, CATEGORIES } from '../../../testing/fixtures';
import { currentLocation, mockApi, renderApp } from '../../../testing/test-utils';
import type { MockRoute } from '../../../testing/test-utils';

const PREVIEW = 'GET /auth/staff-invitations/tok-9';
const ACCEPT = 'POST /auth/staff-invitations/accept';
const INVITATION = {
  storeName: 'Corner Market',
  email: 'pia@example.test',
  role: 'picker',
  expiresAt: '2025-03-05T09:00:00.000Z',
};

function mockInvite(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /stores/38/categories': [200, { items: CATEGORIES }],
    'GET /stores/38/products': [200, aPage([])],
    [PREVIEW]: [200, INVITATION],
    ...routes,
  });
}

const body = (request: { data?: unknown } | undefined) => JSON.parse(String(request?.data));

async function fillIn(user: ReturnType<typeof userEvent.setup>, mobile = '07400 123456') {
  await user.type(await screen.findByLabelText('Full name'), 'Pia Picker');
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.type(screen.getByLabelText('Password'), 'a staff password');
  await user.click(screen.getByRole('button', { name: 'Make my account' }));
}

describe('a staff invitation', () => {
  it('shows the store, e-mail and role, makes the account, then leads to sign-in', async () => {
    const user = userEvent.setup();
    const api = mockInvite({ [ACCEPT]: [201, { id: 'u-9', name: 'Pia Picker' }] });
    await renderApp('/staff-invite?token=tok-9');

    expect(await screen.findByText(/to join the staff as Picker/)).toHaveTextContent(
      'Corner Market invites pia@example.test to join the staff as Picker.',
    );
    await fillIn(user);

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    expect(body(api.to(ACCEPT)[0])).toEqual({
      token: 'tok-9',
      name: 'Pia Picker',
      mobile: '+447400123456',
      password: 'a staff password',
    });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(currentLocation()).toBe('/login?returnTo=%2Foperator');
  });

  it('checks the details as sign-up does, before sending them', async () => {
    const user = userEvent.setup();
    const api = mockInvite();
    await renderApp('/staff-invite?token=tok-9');
    await fillIn(user, '12');
    expect(await screen.findByText('Enter a valid mobile number')).toBeVisible();
    expect(api.to(ACCEPT)).toEqual([]);
  });

  it('puts the API’s refusal beside the field it names', async () => {
    const user = userEvent.setup();
    const message = 'This mobile number already belongs to an account. Use another one.';
    mockInvite({
      [ACCEPT]: [409, { error: { code: 'ACCOUNT_UNAVAILABLE', message, field: 'mobile' } }],
    });
    await renderApp('/staff-invite?token=tok-9');
    await fillIn(user);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says plainly when the link has expired or been used', async () => {
    const message = 'This invitation has expired. Ask for a new one.';
    mockInvite({
      [PREVIEW]: [410, { error: { code: 'INVITATION_EXPIRED', message, field: 'token' } }],
    });
    await renderApp('/staff-invite?token=tok-9');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('explains a link without its token', async () => {
    mockInvite();
    await renderApp('/staff-invite');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is incomplete.',
    );
  });
});
