import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import type { Address } from '@storefront/shared/contracts';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { account, renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';

const home: Address = {
  id: 'a-1',
  recipient: 'Ada Lovelace',
  line1: '12 Marylebone Road',
  line2: '',
  city: 'London',
  postcode: 'NW1 5LR',
  phone: null,
  isDefault: true,
};

const work: Address = {
  id: 'a-2',
  recipient: 'Ada Lovelace',
  line1: '1 Analytical Street',
  line2: 'Floor 2',
  city: 'Cambridge',
  postcode: 'CB2 1TN',
  phone: '+447400123456',
  isDefault: false,
};

const json = (data: unknown) => JSON.parse(data as string) as unknown;

function mockAccountApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /me': { status: 200, data: account },
    'GET /me/addresses': { status: 200, data: { items: [home, work] } },
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
  await screen.findByText('07400 123456', { selector: 'dd' });
}

const addressCard = (line1: string) =>
  screen.getByRole('listitem', { name: `Ada Lovelace, ${line1}` });

describe('my Account', () => {
  beforeEach(resetDevice);

  it('shows the contact details and the verification status with links to verify', async () => {
    mockAccountApi({
      'GET /me': {
        status: 200,
        data: { ...account, mobileVerified: false, documentStatus: 'rejected' },
      },
    });
    await openAccount({ mobileVerified: false, documentStatus: 'rejected' });

    expect(screen.getByText('Ada Lovelace', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.test', { selector: 'dd' })).toBeInTheDocument();
    // Stored as +447400123456, written as it is dialled in the UK; so is an address's phone.
    expect(screen.getByText('07400 123456', { selector: 'dd' })).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: 'Ada Lovelace, 1 Analytical Street' }),
    ).toHaveTextContent('07400 123456');
    expect(screen.queryByText(/\+447400123456/)).not.toBeInTheDocument();
    expect(screen.getByTestId('mobile-status')).toHaveTextContent('Not verified');
    expect(screen.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/verify/mobile?returnTo=/dashboard/account',
    );
    expect(screen.getByTestId('document-status')).toHaveTextContent('Rejected');
    expect(screen.getByRole('link', { name: 'Upload documents' })).toHaveAttribute(
      'href',
      '/verify/documents?returnTo=/dashboard/account',
    );
  });

  it('offers no links once both checks are done', async () => {
    mockAccountApi({
      'GET /me': { status: 200, data: { ...account, documentStatus: 'approved' } },
    });
    await openAccount({ documentStatus: 'approved' });
    expect(screen.getByTestId('mobile-status')).toHaveTextContent('Verified');
    expect(screen.getByTestId('document-status')).toHaveTextContent('Approved');
    expect(screen.queryByRole('link', { name: 'Verify now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload documents' })).not.toBeInTheDocument();
  });

  describe('change password', () => {
    async function fill(current: string, next: string, confirm: string) {
      const user = userEvent.setup();
      if (current) await user.type(screen.getByLabelText('Current password'), current);
      if (next) await user.type(screen.getByLabelText('New password'), next);
      if (confirm) await user.type(screen.getByLabelText('Confirm the new password'), confirm);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    }

    it('sends the current and new password and says other devices are signed out', async () => {
      const api = mockAccountApi({ 'POST /me/password': { status: 204 } });
      await openAccount();
      await fill('old password!', 'a new password', 'a new password');

      expect(
        await screen.findByText('Your password is changed. Your other devices are signed out.'),
      ).toBeInTheDocument();
      expect(json(api.to('POST /me/password')[0]!.data)).toEqual({
        currentPassword: 'old password!',
        newPassword: 'a new password',
      });
      expect(screen.getByLabelText('Current password')).toHaveValue('');
      expect(sessionStore.current('auth')).toBe(true);
    });

    it('checks the boxes before sending anything', async () => {
      const api = mockAccountApi();
      await openAccount();
      await fill('', 'short', 'other');

      expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
      expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
      expect(screen.getByLabelText('Current password')).toHaveFocus();
      expect(api.to('POST /me/password')).toHaveLength(0);
    });

    it('says when the two new passwords differ', async () => {
      const api = mockAccountApi();
      await openAccount();
      await fill('old password!', 'a new password', 'a new passwort');
      expect(await screen.findByText('The new passwords do not match')).toBeInTheDocument();
      expect(api.to('POST /me/password')).toHaveLength(0);
    });

    it('shows a wrong current password on its field', async () => {
      mockAccountApi({
        'POST /me/password': apiError(
          400,
          'WRONG_PASSWORD',
          'That is not your current password',
          'currentPassword',
        ),
      });
      await openAccount();
      await fill('not it at all', 'a new password', 'a new password');
      expect(await screen.findByText('That is not your current password')).toBeInTheDocument();
      expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('address book', () => {
    it('lists the addresses with the default marked', async () => {
      mockAccountApi();
      await openAccount();
      expect(
        await within(addressCard('12 Marylebone Road')).findByText('Default address'),
      ).toBeInTheDocument();
      expect(
        within(addressCard('1 Analytical Street')).queryByText('Default address'),
      ).not.toBeInTheDocument();
      expect(within(addressCard('1 Analytical Street')).getByText(/CB2 1TN/)).toBeInTheDocument();
    });

    it('adds an address, checked first, and lists it', async () => {
      const user = userEvent.setup();
      const added: Address = { ...work, id: 'a-3', line1: '3 New Lane', line2: '', phone: null };
      const api = mockAccountApi({
        'GET /me/addresses': [
          { status: 200, data: { items: [home] } },
          { status: 200, data: { items: [home, added] } },
        ],
        'POST /me/addresses': { status: 201, data: added },
      });
      await openAccount();
      await user.click(await screen.findByRole('button', { name: 'Add an address' }));
      const form = screen.getByRole('form', { name: 'New address' });

      await user.click(within(form).getByRole('button', { name: 'Save address' }));
      expect(await within(form).findByText('Enter the recipient’s name')).toBeInTheDocument();
      expect(api.to('POST /me/addresses')).toHaveLength(0);

      await user.type(within(form).getByLabelText('Recipient’s name'), 'Ada Lovelace');
      await user.type(within(form).getByLabelText('Address line 1'), '3 New Lane');
      await user.type(within(form).getByLabelText('Town or city'), 'Cambridge');
      await user.type(within(form).getByLabelText('Postcode'), 'cb2 1tn');
      await user.click(within(form).getByRole('button', { name: 'Save address' }));

      expect(
        await screen.findByRole('listitem', { name: 'Ada Lovelace, 3 New Lane' }),
      ).toBeInTheDocument();
      expect(json(api.to('POST /me/addresses')[0]!.data)).toEqual({
        recipient: 'Ada Lovelace',
        line1: '3 New Lane',
        line2: '',
        city: 'Cambridge',
        postcode: 'CB2 1TN',
        isDefault: false,
      });
      expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
    });

    it('edits an address in place', async () => {
      const user = userEvent.setup();
      const edited = { ...work, city: 'Oxford', postcode: 'OX1 2JD' };
      const api = mockAccountApi({
        'GET /me/addresses': [
          { status: 200, data: { items: [home, work] } },
          { status: 200, data: { items: [home, edited] } },
        ],
        'PUT /me/addresses/a-2': { status: 200, data: edited },
      });
      await openAccount();
      await user.click(
        within(
          await screen.findByRole('listitem', { name: 'Ada Lovelace, 1 Analytical Street' }),
        ).getByRole('button', { name: 'Edit' }),
      );
      const form = screen.getByRole('form', { name: 'Edit address' });
      expect(within(form).getByLabelText('Address line 2 (optional)')).toHaveValue('Floor 2');
      expect(within(form).getByLabelText('Phone (optional)')).toHaveValue('07400 123456');
      await user.clear(within(form).getByLabelText('Town or city'));
      await user.type(within(form).getByLabelText('Town or city'), 'Oxford');
      await user.clear(within(form).getByLabelText('Postcode'));
      await user.type(within(form).getByLabelText('Postcode'), 'OX1 2JD');
      await user.click(within(form).getByRole('button', { name: 'Save address' }));

      expect(
        await within(
          await screen.findByRole('listitem', { name: 'Ada Lovelace, 1 Analytical Street' }),
        ).findByText(/Oxford/),
      ).toBeInTheDocument();
      expect(json(api.to('PUT /me/addresses/a-2')[0]!.data)).toEqual({
        recipient: 'Ada Lovelace',
        line1: '1 Analytical Street',
        line2: 'Floor 2',
        city: 'Oxford',
        postcode: 'OX1 2JD',
        phone: '+447400123456',
        isDefault: false,
      });
    });

    it('sets another address as the default', async () => {
      const user = userEvent.setup();
      const api = mockAccountApi({
        'GET /me/addresses': [
          { status: 200, data: { items: [home, work] } },
          {
            status: 200,
            data: {
              items: [
                { ...work, isDefault: true },
                { ...home, isDefault: false },
              ],
            },
          },
        ],
        'PUT /me/addresses/a-2': { status: 200, data: { ...work, isDefault: true } },
      });
      await openAccount();
      await user.click(
        within(
          await screen.findByRole('listitem', { name: 'Ada Lovelace, 1 Analytical Street' }),
        ).getByRole('button', { name: 'Set as default' }),
      );

      await waitFor(() =>
        expect(
          within(addressCard('1 Analytical Street')).getByText('Default address'),
        ).toBeInTheDocument(),
      );
      expect(
        within(addressCard('12 Marylebone Road')).queryByText('Default address'),
      ).not.toBeInTheDocument();
      expect(json(api.to('PUT /me/addresses/a-2')[0]!.data)).toMatchObject({ isDefault: true });
    });

    it('deletes an address only after it is confirmed', async () => {
      const user = userEvent.setup();
      const api = mockAccountApi({
        'GET /me/addresses': [
          { status: 200, data: { items: [home, work] } },
          { status: 200, data: { items: [home] } },
        ],
        'DELETE /me/addresses/a-2': { status: 204 },
      });
      await openAccount();
      const card = await screen.findByRole('listitem', {
        name: 'Ada Lovelace, 1 Analytical Street',
      });
      await user.click(within(card).getByRole('button', { name: 'Delete' }));
      await user.click(within(card).getByRole('button', { name: 'Keep it' }));
      expect(api.to('DELETE /me/addresses/a-2')).toHaveLength(0);

      await user.click(within(card).getByRole('button', { name: 'Delete' }));
      expect(within(card).getByText('Delete this address?')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Yes, delete' }));

      await waitFor(() =>
        expect(
          screen.queryByRole('listitem', { name: 'Ada Lovelace, 1 Analytical Street' }),
        ).not.toBeInTheDocument(),
      );
      expect(api.to('DELETE /me/addresses/a-2')).toHaveLength(1);
    });

    it('says when a change fails and keeps the list', async () => {
      const user = userEvent.setup();
      mockAccountApi({
        'DELETE /me/addresses/a-2': apiError(
          404,
          'NOT_FOUND',
          'That address was not found.',
          'addressId',
        ),
      });
      await openAccount();
      const card = await screen.findByRole('listitem', {
        name: 'Ada Lovelace, 1 Analytical Street',
      });
      await user.click(within(card).getByRole('button', { name: 'Delete' }));
      await user.click(within(card).getByRole('button', { name: 'Yes, delete' }));
      expect(await screen.findByText('That address was not found.')).toBeInTheDocument();
      expect(addressCard('1 Analytical Street')).toBeInTheDocument();
    });
  });

  describe('log out', () => {
    it('logs out of this device', async () => {
      const user = userEvent.setup();
      const api = mockAccountApi({ 'POST /auth/logout': { status: 204 } });
      await openAccount();
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(sessionStore.current('auth')).toBe(false));
      expect(api.to('POST /auth/logout')).toHaveLength(1);
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('logs out of all devices: the API revokes every token, then this device forgets', async () => {
      const user = userEvent.setup();
      const api = mockAccountApi({ 'POST /auth/logout-all': { status: 204 } });
      await openAccount();
      await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));

      await waitFor(() => expect(sessionStore.current('auth')).toBe(false));
      expect(api.to('POST /auth/logout-all')).toHaveLength(1);
      expect(api.to('POST /auth/logout')).toHaveLength(0);
      expect(localStorage.getItem('token')).toBeNull();
      expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login?returnTo=');
    });

    it('stays signed in and says so when logging out everywhere fails', async () => {
      const user = userEvent.setup();
      mockAccountApi({ 'POST /auth/logout-all': { status: 503 } });
      await openAccount();
      await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));

      expect(
        await screen.findByText('Something went wrong. Please try again.'),
      ).toBeInTheDocument();
      expect(sessionStore.current('auth')).toBe(true);
      expect(localStorage.getItem('token')).toBe('tok-3');
    });
  });
});
