import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Referrals } from '@storefront/shared/contracts';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
} from '@storefront/shared/testing';
import { tableCells } from '@storefront/ui/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';

function someReferrals(change: Partial<Referrals> = {}): Referrals {
  return {
    code: 'ADA2345X',
    linkPath: '/register?ref=ADA2345X',
    rewardMinor: 500,
    earnedMinor: 500,
    currency: 'GBP',
    referredBy: null,
    canAddReferrer: false,
    items: [
      {
        friendName: 'Grace',
        joinedAt: '2025-03-01T10:00:00.000Z',
        status: 'rewarded',
        rewardMinor: 500,
        rewardedAt: '2025-03-05T10:00:00.000Z',
      },
      {
        friendName: 'Alan',
        joinedAt: '2025-03-10T10:00:00.000Z',
        status: 'joined',
        rewardMinor: null,
        rewardedAt: null,
      },
    ],
    ...change,
  };
}

const LINK = `${window.location.origin}/register?ref=ADA2345X`;

describe('Refer Friends', () => {
  const original = { clipboard: navigator.clipboard, share: navigator.share };
  let results: LoaderResults;

  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });

  afterEach(() => {
    results.stop();
    Object.defineProperty(navigator, 'clipboard', {
      value: original.clipboard,
      configurable: true,
    });
    Object.defineProperty(navigator, 'share', { value: original.share, configurable: true });
  });

  it('shows the code, the full link, the rules, the friends and the rewards earned', async () => {
    mockApi({ 'GET /me/referrals': { status: 200, data: someReferrals() } });
    renderDashboardAt('/dashboard/refer-a-friend');

    expect(await screen.findByTestId('referral-code')).toHaveTextContent('ADA2345X');
    expect(screen.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(LINK);
    expect(screen.getByText(/you both get £5.00 in your wallets/)).toBeVisible();
    expect(screen.getByText(/Your own code can't be used/)).toBeVisible();
    expect(screen.getByText(/One reward per friend/)).toBeVisible();
    expect(screen.getByTestId('referral-earned')).toHaveTextContent('Rewards earned: £5.00');
    expect(tableCells(screen.getByRole('table'))).toEqual([
      ['Grace', '1 March 2025', 'Rewarded £5.00 on 5 March 2025'],
      ['Alan', '10 March 2025', 'Joined: waiting for their first completed order'],
    ]);
    expect(screen.queryByRole('heading', { name: "Got a friend's code?" })).not.toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({ 'GET /me/referrals': { status: 200, data: someReferrals() } });
    renderDashboardAt('/dashboard/refer-a-friend');

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(screen.getByText('Link copied to the clipboard.')).toBeVisible();
  });

  it('says when the link could not be copied', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({ 'GET /me/referrals': { status: 200, data: someReferrals() } });
    renderDashboardAt('/dashboard/refer-a-friend');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/We couldn’t copy it/)).toBeVisible();
  });

  it('shares through the Web Share API where the browser has it, and hides Share where not', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockApi({ 'GET /me/referrals': { status: 200, data: someReferrals() } });
    const view = renderDashboardAt('/dashboard/refer-a-friend');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
    view.unmount();

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    renderDashboardAt('/dashboard/refer-a-friend');
    await screen.findByTestId('referral-code');
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('has an empty state before any friend joins', async () => {
    mockApi({
      'GET /me/referrals': {
        status: 200,
        data: someReferrals({ items: [], earnedMinor: 0 }),
      },
    });
    renderDashboardAt('/dashboard/refer-a-friend');
    expect(await screen.findByText(/No friends have joined with your code yet/)).toBeVisible();
    expect(screen.getByTestId('referral-earned')).toHaveTextContent('Rewards earned: £0.00');
  });

  it("adds a friend's code, showing a refusal on the field", async () => {
    const api = mockApi({
      'GET /me/referrals': [
        { status: 200, data: someReferrals({ canAddReferrer: true }) },
        { status: 200, data: someReferrals({ referredBy: 'Grace', canAddReferrer: false }) },
      ],
      'POST /me/referrer': [
        apiError(400, 'SELF_REFERRAL', 'That is your own code: ask a friend for theirs', 'code'),
        { status: 204 },
      ],
    });
    renderDashboardAt('/dashboard/refer-a-friend');
    const field = await screen.findByRole('textbox', { name: "Friend's code" });

    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter your friend’s code'));
    expect(api.to('POST /me/referrer')).toHaveLength(0);

    await userEvent.type(field, 'ADA2345X');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('That is your own code: ask a friend for theirs')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('ADA2345X');

    await userEvent.clear(field);
    await userEvent.type(field, 'GRACE777');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByTestId('referred-by')).toHaveTextContent(
      "You joined with Grace's code.",
    );
    expect(JSON.parse(api.to('POST /me/referrer')[1]?.data)).toEqual({ code: 'GRACE777' });
    expect(screen.queryByRole('textbox', { name: "Friend's code" })).not.toBeInTheDocument();
    expect(results.last()).toEqual({ type: 'success', msg: 'Code added' });
  });

  it('explains a failed load and tries again on request', async () => {
    mockApi({
      'GET /me/referrals': [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        { status: 200, data: someReferrals() },
      ],
    });
    renderDashboardAt('/dashboard/refer-a-friend');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your referrals.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('ADA2345X');
  });
});
