import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '@storefront/shared/testing';
import type { StaffList, StaffMember } from '@storefront/shared/operator-contracts';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';

const LIST = 'GET /operator/staff';
const INVITE = 'POST /operator/staff/invitations';
const bodyOf = (data: unknown) => JSON.parse(data as string) as unknown;

function aMember(change: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 'u-pip',
    name: 'Pip Picker',
    email: 'pip@example.test',
    role: 'picker',
    deactivatedAt: null,
    lastSignInAt: '2025-03-02T10:00:00.000Z',
    ...change,
  };
}

const owner = aMember({ id: operator.id, name: operator.name, role: 'owner', email: 'o@x.test' });
const otherOwner = aMember({ id: 'u-own2', name: 'Oona Owner', role: 'owner', email: 'oo@x.test' });

const staffList = (change: Partial<StaffList> = {}): StaffList => ({
  members: [otherOwner, owner, aMember()],
  invitations: [
    {
      id: 'inv-1',
      email: 'dev@example.test',
      role: 'driver',
      invitedAt: '2025-03-01T09:00:00.000Z',
      expiresAt: '2025-03-04T09:00:00.000Z',
      expired: false,
    },
  ],
  ...change,
});

function openAs(staffRole: 'owner' | 'manager', routes: Parameters<typeof mockApi>[0] = {}) {
  const me = { ...operator, staffRole };
  signIn(me);
  const api = mockApi({
    'GET /me': { status: 200, data: me },
    [LIST]: { status: 200, data: staffList() },
    ...routes,
  });
  renderOperatorAt('/operator/staff');
  return api;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Staff', () => {
  beforeEach(() => resetDevice());

  it('lists the staff with role, last sign-in and status, and the open invitations', async () => {
    openAs('owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const pip = await screen.findByRole('row', { name: /Pip Picker/ });
    expect(pip).toHaveTextContent('pip@example.test');
    expect(within(pip).getByRole('combobox', { name: 'Role of Pip Picker' })).toHaveValue('picker');
    expect(pip).toHaveTextContent('Active');
    expect(pip).toHaveTextContent('2 Mar 2025');
    const invitation = rowOf('dev@example.test');
    expect(invitation).toHaveTextContent('Driver');
    expect(invitation).toHaveTextContent(/Works until/);
    // Nobody deactivates themselves.
    expect(within(rowOf(operator.name)).queryByRole('button')).toBeNull();
  });

  it('offers a manager no Owner role and no control over an owner', async () => {
    openAs('manager');
    const pip = await screen.findByRole('row', { name: /Pip Picker/ });
    const options = within(within(pip).getByRole('combobox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Owner');
    const oona = rowOf('Oona Owner');
    expect(within(oona).queryByRole('combobox')).toBeNull();
    expect(within(oona).queryByRole('button')).toBeNull();
    const inviteRoles = within(screen.getByRole('combobox', { name: 'Role' })).getAllByRole(
      'option',
    );
    expect(inviteRoles.map((option) => option.textContent)).not.toContain('Owner');
  });

  it('invites someone, checking the address first, and lists the invitation', async () => {
    const user = userEvent.setup();
    const api = openAs('owner', {
      [INVITE]: [
        apiError(
          409,
          'EMAIL_HAS_ACCOUNT',
          'This e-mail address already belongs to an account.',
          'email',
        ),
        {
          status: 201,
          data: {
            id: 'inv-2',
            email: 'mia@example.test',
            role: 'manager',
            invitedAt: '2025-03-02T09:00:00.000Z',
            expiresAt: '2025-03-05T09:00:00.000Z',
            expired: false,
          },
        },
      ],
    });
    await screen.findByRole('row', { name: /Pip Picker/ });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(api.to(INVITE)).toEqual([]);

    await user.clear(email);
    await user.type(email, 'mia@example.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('This e-mail address already belongs to an account.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('row', { name: /mia@example.test/ })).toHaveTextContent(
      'Manager',
    );
    expect(bodyOf(api.to(INVITE)[1]!.data)).toEqual({ email: 'mia@example.test', role: 'manager' });
    expect(screen.getByRole('status')).toHaveTextContent('We e-mailed mia@example.test a link');
  });

  it('changes a role, and shows the API’s refusal plainly', async () => {
    const user = userEvent.setup();
    const api = openAs('owner', {
      'PATCH /operator/staff/u-pip': { status: 200, data: aMember({ role: 'driver' }) },
      'PATCH /operator/staff/u-own2': apiError(
        409,
        'LAST_OWNER',
        'This is the store’s only active owner. Make someone else an owner first.',
      ),
    });
    const select = await screen.findByRole('combobox', { name: 'Role of Pip Picker' });
    await user.selectOptions(select, 'driver');
    expect(await screen.findByRole('combobox', { name: 'Role of Pip Picker' })).toHaveValue(
      'driver',
    );
    expect(bodyOf(api.to('PATCH /operator/staff/u-pip')[0]!.data)).toEqual({ role: 'driver' });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of Oona Owner' }),
      'manager',
    );
    expect(await within(rowOf('Oona Owner')).findByRole('alert')).toHaveTextContent(
      'This is the store’s only active owner.',
    );
    expect(screen.getByRole('combobox', { name: 'Role of Oona Owner' })).toHaveValue('owner');
  });

  it('deactivates after asking, and reactivates', async () => {
    const user = userEvent.setup();
    const api = openAs('manager', {
      'POST /operator/staff/u-pip/deactivate': {
        status: 200,
        data: aMember({ deactivatedAt: '2025-03-02T11:00:00.000Z' }),
      },
      'POST /operator/staff/u-pip/reactivate': { status: 200, data: aMember() },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Pip Picker' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Pip Picker?' });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    expect(api.to('POST /operator/staff/u-pip/deactivate')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate Pip Picker' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(await within(rowOf('Pip Picker')).findByText('Deactivated')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reactivate Pip Picker' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reactivate' }));
    expect(await within(rowOf('Pip Picker')).findByText('Active')).toBeVisible();
  });

  it('revokes an invitation', async () => {
    const user = userEvent.setup();
    openAs('owner', { 'DELETE /operator/staff/invitations/inv-1': { status: 204 } });
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation to dev@example.test' }),
    );
    expect(await screen.findByText('No invitations are waiting.')).toBeVisible();
  });
});
