import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type Route,
} from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator, staffMember } from '../../testing/operator-fixtures';
import {
  aDiscountCode,
  aRedemption,
  aRedemptionPage,
  bodyOf,
  CODE_ID,
  CODE_PATH,
  LONG_AGO,
} from './discount-code-fixtures';

const GET_CODE = `GET /operator/discount-codes/${CODE_ID}`;
const PATCH_CODE = `PATCH /operator/discount-codes/${CODE_ID}`;
const redemptionsPage = (page: number) =>
  `GET /operator/discount-codes/${CODE_ID}/redemptions?page=${page}`;

const status = () => screen.getByRole('status', { name: 'Status' });
const facts = () =>
  within(screen.getByLabelText('About the code'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const orderRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

function mockCodeApi(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    [GET_CODE]: { status: 200, data: aDiscountCode() },
    [redemptionsPage(1)]: { status: 200, data: aRedemptionPage([]) },
    ...routes,
  });
}

async function openCode(path = CODE_PATH) {
  renderOperatorAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'SAVE10' })).toBeVisible();
}

describe('A discount code’s page', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows what the code is and what it has given', async () => {
    mockCodeApi({});
    await openCode();

    expect(status()).toHaveTextContent('Active');
    expect(facts()).toEqual([
      'Offer: 10% off Dairy',
      'Minimum spend: £20.00',
      'Categories: Dairy',
      'Starts: 1 Jan 2020, 09:00',
      'Ends: No end',
      'Uses: 3 of 100',
      'Uses per customer: 1 use',
      'Discount given: £7.45',
      'Created: 20 Dec 2019, 10:00',
    ]);
    expect(await screen.findByText('No order has used it yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: '← All discount codes' })).toHaveAttribute(
      'href',
      '/operator/discount-codes',
    );
  });

  it('pauses the code and resumes it, the status following', async () => {
    const user = userEvent.setup();
    const api = mockCodeApi({
      [PATCH_CODE]: [
        { status: 200, data: aDiscountCode({ paused: true }) },
        apiError(503, 'UNAVAILABLE', 'The store is busy. Try again in a moment.'),
        { status: 200, data: aDiscountCode({ paused: false }) },
      ],
    });
    await openCode();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeVisible();
    expect(status()).toHaveTextContent('Paused');
    expect(screen.getByText('Paused: customers cannot use it until it is resumed.')).toBeVisible();
    expect(bodyOf(api.to(PATCH_CODE)[0]!.data)).toEqual({ paused: true });
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'SAVE10 paused',
    });

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The store is busy. Try again in a moment.',
    );
    expect(status()).toHaveTextContent('Paused');

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();
    expect(status()).toHaveTextContent('Active');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodyOf(api.to(PATCH_CODE)[2]!.data)).toEqual({ paused: false });
  });

  it('offers no pause for a code that has ended', async () => {
    mockCodeApi({
      [GET_CODE]: { status: 200, data: aDiscountCode({ endsAt: LONG_AGO, startsAt: LONG_AGO }) },
    });
    await openCode();

    expect(status()).toHaveTextContent('Ended');
    expect(screen.getByText('Ended: customers can no longer use this code.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('lists the orders that used it, linking each order and customer, a page at a time', async () => {
    const user = userEvent.setup();
    const api = mockCodeApi({
      [redemptionsPage(1)]: {
        status: 200,
        data: aRedemptionPage(
          [
            aRedemption(14, {
              orderStatus: 'placed',
              customer: { id: 'u-7', name: 'Grace Hopper' },
            }),
            aRedemption(12, { discountMinor: 180, at: '2025-03-01T18:45:00.000Z' }),
          ],
          27,
        ),
      },
      [redemptionsPage(2)]: {
        status: 200,
        data: aRedemptionPage([aRedemption(3, { orderStatus: 'cancelled' })], 27, 2),
      },
    });
    await openCode();

    const orders = screen.getByRole('region', { name: 'Orders that used it' });
    await within(orders).findByRole('table');
    expect(orderRows()).toEqual([
      ['CM-000014', 'Grace Hopper', '2 Mar 2025, 10:00', 'Placed', '£2.50'],
      ['CM-000012', 'Ada Lovelace', '1 Mar 2025, 18:45', 'Completed', '£1.80'],
    ]);
    expect(within(orders).getByRole('link', { name: 'CM-000014' })).toHaveAttribute(
      'href',
      '/operator/orders/00000000-0000-4000-8000-000000000014',
    );
    expect(within(orders).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/operator/customers/u-7',
    );

    const pages = within(orders).getByRole('navigation', {
      name: 'Pages of orders that used the code',
    });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    expect(await within(orders).findByRole('link', { name: 'CM-000003' })).toBeVisible();
    expect(orderRows()).toEqual([
      ['CM-000003', 'Ada Lovelace', '2 Mar 2025, 10:00', 'Cancelled', '£2.50'],
    ]);
    expect(api.to(redemptionsPage(2))).toHaveLength(1);
    // Paging the orders does not read the code again.
    expect(api.to(GET_CODE)).toHaveLength(1);
  });

  it('offers customer service no pause, and the catalogue team no links to orders or customers', async () => {
    const redemptions = {
      [redemptionsPage(1)]: { status: 200, data: aRedemptionPage([aRedemption(14)], 1) },
    };
    mockCodeApi({ 'GET /me': { status: 200, data: staffMember('customer-service') } });
    await openCode();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    cleanup();

    mockCodeApi({ 'GET /me': { status: 200, data: staffMember('catalogue') }, ...redemptions });
    await openCode();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
    const orders = screen.getByRole('region', { name: 'Orders that used it' });
    await within(orders).findByRole('table');
    expect(orderRows()).toEqual([
      ['CM-000014', 'Ada Lovelace', '2 Mar 2025, 10:00', 'Completed', '£2.50'],
    ]);
    expect(within(orders).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there is no such code', async () => {
    const api = mockCodeApi({
      [GET_CODE]: apiError(404, 'NOT_FOUND', 'No such discount code.'),
    });
    renderOperatorAt(CODE_PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discount code not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to discount codes' })).toBeVisible();
    expect(api.to(redemptionsPage(1))).toHaveLength(0);
  });

  it('does not ask the API about a path that is no code id', async () => {
    const api = mockCodeApi({});
    renderOperatorAt('/operator/discount-codes/not-a-code');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discount code not found' }),
    ).toBeVisible();
    expect(api.sent.filter((request) => request.url?.includes('discount-codes'))).toEqual([]);
  });
});
