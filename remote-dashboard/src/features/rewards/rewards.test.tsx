import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loaderService } from '@storefront/shared';
import type { PointsEntry, Rewards } from '@storefront/shared/contracts';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
} from '@storefront/shared/testing';
import { tableCells } from '@storefront/ui/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';

const ORDER_ID = '5d1e6a0c-7f0a-4b59-9a39-2f7d0c1b2a33';

function anEntry(change: Partial<PointsEntry> = {}): PointsEntry {
  return {
    id: 'p-1',
    kind: 'earned',
    points: 250,
    balanceAfter: 250,
    description: 'Points for order CM-000012',
    orderId: ORDER_ID,
    orderNumber: 'CM-000012',
    createdAt: '2025-03-12T10:00:00.000Z',
    ...change,
  };
}

function someRewards(change: Partial<Rewards> = {}): Rewards {
  return {
    balance: 250,
    redeemableMinor: 250,
    currency: 'GBP',
    items: [anEntry()],
    page: 1,
    pageSize: 20,
    total: 1,
    ...change,
  };
}

const REDEEMED = someRewards({
  balance: 50,
  redeemableMinor: 50,
  total: 2,
  items: [
    anEntry({
      id: 'p-2',
      kind: 'redeemed',
      points: -200,
      balanceAfter: 50,
      description: 'Redeemed for wallet credit',
      orderId: null,
      orderNumber: null,
      createdAt: '2025-03-13T10:00:00.000Z',
    }),
    anEntry(),
  ],
});

const pointsField = () => screen.getByRole('spinbutton', { name: 'Points to redeem' });
const redeemButton = () => screen.getByRole('button', { name: 'Redeem points' });

describe('Loyalty Rewards', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn({ documentStatus: 'approved' });
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows the balance, its worth, how points work and the history', async () => {
    mockApi({ 'GET /me/rewards': { status: 200, data: someRewards() } });
    renderDashboardAt('/dashboard/rewards');

    expect(await screen.findByTestId('points-balance')).toHaveTextContent('250 points');
    expect(screen.getByTestId('points-worth')).toHaveTextContent('£2.50');
    expect(screen.getByText(/Earn 1 point for every whole £1.00 of an order/)).toBeVisible();
    expect(screen.getByText(/Redeem 100 points for £1.00 of wallet credit/)).toBeVisible();
    expect(tableCells(screen.getByRole('table'))).toEqual([
      ['12 March 2025', 'Points for order CM-000012Order CM-000012', 'Earned', '+250', '250'],
    ]);
    expect(pointsField()).toHaveValue(200);
  });

  it('redeems points in steps of 100 and shows the new balances', async () => {
    const api = mockApi({
      'GET /me/rewards': [
        { status: 200, data: someRewards() },
        { status: 200, data: REDEEMED },
      ],
      'POST /me/rewards/redeem': {
        status: 200,
        data: { pointsBalance: 50, walletBalanceMinor: 1200, creditedMinor: 200 },
      },
    });
    renderDashboardAt('/dashboard/rewards');
    await screen.findByTestId('points-balance');

    await userEvent.clear(pointsField());
    await userEvent.type(pointsField(), '150');
    await userEvent.click(redeemButton());
    expect(pointsField()).toHaveAccessibleDescription(
      expect.stringContaining('Redeem points in steps of 100'),
    );
    expect(api.to('POST /me/rewards/redeem')).toHaveLength(0);

    await userEvent.clear(pointsField());
    await userEvent.type(pointsField(), '300');
    await userEvent.click(redeemButton());
    expect(screen.getByText('You can redeem at most 200 points')).toBeVisible();
    expect(api.to('POST /me/rewards/redeem')).toHaveLength(0);

    await userEvent.clear(pointsField());
    await userEvent.type(pointsField(), '200');
    await userEvent.click(redeemButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You redeemed 200 points: £2.00 is in your wallet, which now holds £12.00.',
    );
    expect(JSON.parse(api.to('POST /me/rewards/redeem')[0]?.data)).toEqual({ points: 200 });
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Points redeemed',
    });
    expect(screen.getByTestId('points-balance')).toHaveTextContent('50 points');
    await waitFor(() => expect(screen.getByText('Redeemed for wallet credit')).toBeVisible());
    expect(screen.getByText('−200')).toBeVisible();
    expect(screen.getByText(/You need at least 100 points to redeem/)).toBeVisible();
  });

  it('says why, then sends a customer without approved documents to verify them', async () => {
    signIn({ documentStatus: 'pending' });
    const api = mockApi({ 'GET /me/rewards': { status: 200, data: someRewards() } });
    renderDashboardAt('/dashboard/rewards');
    expect(await screen.findByTestId('redeem-needs-documents')).toHaveTextContent(
      'Redeeming points needs verified identity documents',
    );
    await userEvent.click(redeemButton());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/verify/documents?returnTo=/dashboard/rewards',
    );
    expect(api.to('POST /me/rewards/redeem')).toHaveLength(0);
  });

  it('sends the customer to verify when the API says the documents are not approved', async () => {
    mockApi({
      'GET /me/rewards': { status: 200, data: someRewards() },
      'POST /me/rewards/redeem': apiError(
        403,
        'DOCUMENTS_NOT_APPROVED',
        'Verify your documents to redeem points',
      ),
    });
    renderDashboardAt('/dashboard/rewards');
    await screen.findByTestId('points-balance');
    await userEvent.click(redeemButton());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/verify/documents?returnTo=/dashboard/rewards',
    );
    // Sent to verify instead: the refusal does not stay over the page it leads to.
    expect(loaderService.state$.getValue()).toEqual({ busy: null, result: null });
    expect(results.all()).toEqual([]);
  });

  it('keeps the form and shows the reason when the API refuses the points', async () => {
    mockApi({
      'GET /me/rewards': { status: 200, data: someRewards() },
      'POST /me/rewards/redeem': apiError(
        409,
        'POINTS_INSUFFICIENT',
        'You have only 150 points',
        'points',
      ),
    });
    renderDashboardAt('/dashboard/rewards');
    await screen.findByTestId('points-balance');
    await userEvent.click(redeemButton());
    expect(await screen.findByText('You have only 150 points')).toBeVisible();
    expect(pointsField()).toHaveAttribute('aria-invalid', 'true');
    expect(pointsField()).toHaveValue(200);
    expect(screen.getByTestId('points-balance')).toHaveTextContent('250 points');
  });

  it('explains that points come from completed orders when there are none yet', async () => {
    mockApi({
      'GET /me/rewards': {
        status: 200,
        data: someRewards({ balance: 0, redeemableMinor: 0, items: [], total: 0 }),
      },
    });
    renderDashboardAt('/dashboard/rewards');
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('0 points');
    expect(screen.getByText(/No points yet/)).toBeVisible();
    expect(screen.getByText(/You need at least 100 points to redeem/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Redeem points' })).not.toBeInTheDocument();
  });

  it('explains a failed load and tries again on request', async () => {
    mockApi({
      'GET /me/rewards': [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        { status: 200, data: someRewards() },
      ],
    });
    renderDashboardAt('/dashboard/rewards');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your loyalty rewards.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('250 points');
  });
});
