import { screen, within } from '@testing-library/react';
import { mockApi } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator, staffMember } from '../../testing/operator-fixtures';
import { aDiscountCode, CODE_ID, FAR_AHEAD } from './discount-code-fixtures';

const LIST = 'GET /operator/discount-codes';
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent);

describe('Discount codes', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lists each code with its offer, dates, uses, discount given and status', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      [LIST]: {
        status: 200,
        data: {
          items: [
            aDiscountCode(),
            aDiscountCode({
              id: 'c-2',
              code: 'FIVER',
              kind: 'amount',
              percentOff: null,
              amountOffMinor: 500,
              description: '£5.00 off',
              minSpendMinor: 0,
              startsAt: '2025-03-01T09:00:00.000Z',
              endsAt: '2025-03-31T23:00:00.000Z',
              maxUses: null,
              uses: 12,
              discountGivenMinor: 6000,
              categories: [],
            }),
            aDiscountCode({ id: 'c-3', code: 'HOLD', paused: true }),
            aDiscountCode({ id: 'c-4', code: 'LATER', startsAt: FAR_AHEAD, uses: 0 }),
            aDiscountCode({ id: 'c-5', code: 'GONE', maxUses: 3, uses: 3, endsAt: FAR_AHEAD }),
          ],
        },
      },
    });
    renderOperatorAt('/operator/discount-codes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
    await screen.findByRole('table');
    expect(screen.getByText('5 codes')).toBeInTheDocument();
    expect(cellsOf(rows()[0]!)).toEqual([
      'SAVE10',
      '10% off Dairy',
      '£20.00',
      'From 1 Jan 2020, 09:00No end',
      '3 of 100',
      '£7.45',
      'Active',
    ]);
    expect(cellsOf(rows()[1]!)).toEqual([
      'FIVER',
      '£5.00 off',
      'None',
      'From 1 Mar 2025, 09:00Until 31 Mar 2025, 23:00',
      '12',
      '£60.00',
      'Ended',
    ]);
    expect(rows().map((row) => cellsOf(row).at(-1))).toEqual([
      'Active',
      'Ended',
      'Paused',
      'Scheduled',
      'Used up',
    ]);
    expect(screen.getByRole('link', { name: 'SAVE10' })).toHaveAttribute(
      'href',
      `/operator/discount-codes/${CODE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'New discount code' })).toHaveAttribute(
      'href',
      '/operator/discount-codes/new',
    );
  });

  it('offers to create the first code when there are none', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      [LIST]: { status: 200, data: { items: [] } },
    });
    renderOperatorAt('/operator/discount-codes');

    expect(await screen.findByText('The store has no discount codes yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create the first code' })).toHaveAttribute(
      'href',
      '/operator/discount-codes/new',
    );
  });

  it('shows the menu link to the codes, marked as the current page', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      [LIST]: { status: 200, data: { items: [aDiscountCode()] } },
    });
    renderOperatorAt('/operator/discount-codes');

    const menu = await screen.findByRole('navigation', { name: 'Store console' });
    expect(within(menu).getByRole('link', { name: 'Discount codes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers a new code only to a role that may make one', async () => {
    mockApi({
      'GET /me': { status: 200, data: staffMember('customer-service') },
      [LIST]: { status: 200, data: { items: [] } },
    });
    renderOperatorAt('/operator/discount-codes');

    expect(await screen.findByText('The store has no discount codes yet.')).toBeVisible();
    expect(
      screen.queryByRole('link', { name: /New discount code|Create the first code/ }),
    ).toBeNull();
  });
});
