import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { account, renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';

const PREFERENCES = '/me/notification-preferences';
const json = (data: unknown) => JSON.parse(data as string) as unknown;

function mockChoicesApi(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: account },
    'GET /me/addresses': { status: 200, data: { items: [] } },
    [`GET ${PREFERENCES}`]: {
      status: 200,
      data: { orderUpdatesBySms: true, orderUpdatesByEmail: false },
    },
    ...routes,
  });
}

async function openChoices() {
  signIn();
  renderDashboardAt('/dashboard/account');
  const section = await screen.findByRole('region', { name: 'Messages about your orders' });
  await within(section).findByRole('checkbox', { name: 'Texts about my orders' });
  return section;
}

describe('my Account: messages about my orders', () => {
  beforeEach(resetDevice);

  it('shows the saved choices and that security messages always go', async () => {
    mockChoicesApi({});
    const section = await openChoices();

    expect(within(section).getByRole('checkbox', { name: 'Texts about my orders' })).toBeChecked();
    expect(
      within(section).getByRole('checkbox', { name: 'E-mails about my orders' }),
    ).not.toBeChecked();
    expect(section).toHaveTextContent(
      'Security messages, such as the codes that verify your mobile number, are always sent.',
    );
  });

  it('saves a change at once with both choices and says it is saved', async () => {
    const user = userEvent.setup();
    const api = mockChoicesApi({
      [`PUT ${PREFERENCES}`]: (request) => ({ status: 200, data: json(request.data) }),
    });
    const section = await openChoices();

    await user.click(within(section).getByRole('checkbox', { name: 'E-mails about my orders' }));

    expect(await within(section).findByText('Saved.')).toBeInTheDocument();
    expect(api.to(`PUT ${PREFERENCES}`).map((request) => json(request.data))).toEqual([
      { orderUpdatesBySms: true, orderUpdatesByEmail: true },
    ]);
    expect(
      within(section).getByRole('checkbox', { name: 'E-mails about my orders' }),
    ).toBeChecked();

    await user.click(within(section).getByRole('checkbox', { name: 'Texts about my orders' }));
    await waitFor(() => expect(api.to(`PUT ${PREFERENCES}`)).toHaveLength(2));
    expect(json(api.to(`PUT ${PREFERENCES}`)[1]!.data)).toEqual({
      orderUpdatesBySms: false,
      orderUpdatesByEmail: true,
    });
  });

  it('puts the box back and says so when the save fails', async () => {
    const user = userEvent.setup();
    mockChoicesApi({
      [`PUT ${PREFERENCES}`]: apiError(500, 'INTERNAL', 'The store is having trouble'),
    });
    const section = await openChoices();
    const texts = within(section).getByRole('checkbox', { name: 'Texts about my orders' });

    await user.click(texts);

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your choice was not saved: The store is having trouble',
    );
    expect(texts).toBeChecked();
    expect(within(section).queryByText('Saved.')).not.toBeInTheDocument();
  });
});
