import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { aSlotDay, DAY } from './slot-fixtures';

const dayUrl = (date: string) => `GET /operator/slots?date=${date}`;
const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

function mockSlotsApi(routes: Record<string, Route>) {
  return mockApi({ 'GET /me': { status: 200, data: operator }, ...routes });
}

/** A day with no slots at all, as the API answers it. */
const noSlots = (date: string) => ({
  status: 200,
  data: aSlotDay({ date, slots: [], pickList: [] }),
});

describe('Slots: the day view', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  afterEach(() => jest.restoreAllMocks());

  it('lists each slot with how full it is and its orders, then the day’s pick list by category', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    mockSlotsApi({ [dayUrl(DAY)]: { status: 200, data: aSlotDay() } });
    renderOperatorAt(`/operator/slots?date=${DAY}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    expect(await screen.findByText('3 orders in 3 slots')).toBeVisible();
    expect(screen.getByText('Friday, 27 November 2026')).toBeVisible();

    const morning = region('10:00–12:00 · Home delivery');
    expect(morning).toHaveTextContent('2 of 10 booked');
    expect(rowsOf(within(morning).getByRole('table'))).toEqual([
      ['CM-000012', 'Ada Lovelace', 'Confirmed', '3', '£13.99'],
      ['CM-000015', 'Grace Hopper', 'Placed', '1', '£4.50'],
    ]);
    expect(within(morning).getByRole('link', { name: 'CM-000012' })).toHaveAttribute(
      'href',
      '/operator/orders/00000000-0000-4000-8000-000000000012',
    );
    expect(within(morning).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/operator/customers/u-7',
    );
    expect(region('14:00–16:00 · Home delivery')).toHaveTextContent(
      '0 of 8 booked' + 'No orders in this slot yet.',
    );
    const pickup = region('16:00–18:00 · Store pickup');
    expect(pickup).toHaveTextContent('1 of 1 booked · Full');
    expect(rowsOf(within(pickup).getByRole('table'))).toEqual([
      ['CM-000018', 'Ada Lovelace', 'Ready for pickup', '3', '£20.00'],
    ]);

    const pickList = region('Pick list');
    expect(pickList).toHaveTextContent("Friday, 27 November 2026: every slot's orders");
    expect(rowsOf(within(pickList).getByRole('table'))).toEqual([
      ['Sourdough Loaf', 'BAK-SOUR', 'Bakery', '4', 'each', 'No substitute ×4'],
      ['English Breakfast Tea', 'DRK-TEA-EB', 'Drinks', '2', 'each', 'No substitute ×2'],
      ['Oat Milk', 'DRK-OAT', 'Drinks', '3', 'each', 'A similar item ×2 · Whole Milk ×1'],
      ['Apples', 'FRU-APPLE', 'Fruit & veg', '2', 'per kg', 'No substitute ×2'],
    ]);
    await user.click(within(pickList).getByRole('button', { name: 'Print pick list' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('opens on today in the store’s own time zone, and moves a day at a time', async () => {
    const user = userEvent.setup();
    // Half past eleven at night in UTC is already the next day in London's summer.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-06-30T23:30:00Z'));
    const api = mockSlotsApi({
      [dayUrl('2026-07-01')]: noSlots('2026-07-01'),
      [dayUrl('2026-07-02')]: noSlots('2026-07-02'),
      [dayUrl('2026-06-30')]: noSlots('2026-06-30'),
      [dayUrl('2026-08-14')]: noSlots('2026-08-14'),
    });
    renderOperatorAt('/operator/slots');

    expect(await screen.findByText('There are no slots on Wednesday, 1 July 2026.')).toBeVisible();
    expect(screen.getByText('(today)')).toBeVisible();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-07-01');
    expect(screen.getByRole('link', { name: 'Set up slot windows' })).toHaveAttribute(
      'href',
      '/operator/slot-windows',
    );

    await user.click(screen.getByRole('link', { name: 'Next day' }));
    expect(await screen.findByText('There are no slots on Thursday, 2 July 2026.')).toBeVisible();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-07-02');
    expect(screen.queryByText('(today)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute(
      'href',
      '/operator/slots?date=2026-07-01',
    );

    await user.click(screen.getByRole('link', { name: 'Previous day' }));
    await user.click(await screen.findByRole('link', { name: 'Previous day' }));
    expect(await screen.findByText('There are no slots on Tuesday, 30 June 2026.')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-08-14' } });
    expect(await screen.findByText('There are no slots on Friday, 14 August 2026.')).toBeVisible();
    expect(api.to(dayUrl('2026-07-01'))).toHaveLength(2);
    expect(api.to(dayUrl('2026-08-14'))).toHaveLength(1);
  });

  it('says there is nothing to pick when no orders are booked into the day', async () => {
    const day = aSlotDay();
    mockSlotsApi({
      [dayUrl(DAY)]: {
        status: 200,
        data: {
          ...day,
          slots: day.slots.map((slot) => ({ ...slot, booked: 0, orders: [] })),
          pickList: [],
        },
      },
    });
    renderOperatorAt(`/operator/slots?date=${DAY}`);

    expect(await screen.findByText('0 orders in 3 slots')).toBeVisible();
    expect(screen.getAllByText('No orders in this slot yet.')).toHaveLength(3);
    expect(region('Pick list')).toHaveTextContent(
      'Nothing to pick: no orders are booked into this day.',
    );
    expect(screen.queryByRole('button', { name: 'Print pick list' })).not.toBeInTheDocument();
  });

  it('reads a date that is not one as today, and says why a day did not load', async () => {
    const user = userEvent.setup();
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(`${DAY}T12:00:00Z`));
    mockSlotsApi({
      [dayUrl(DAY)]: [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        { status: 200, data: aSlotDay() },
      ],
    });
    renderOperatorAt('/operator/slots?date=2026-02-30');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the day's slots.Something went wrong on our side.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 orders in 3 slots')).toBeVisible();
  });

  it('is in the operator menu, beside the slot windows', async () => {
    mockSlotsApi({ [dayUrl(DAY)]: { status: 200, data: aSlotDay() } });
    renderOperatorAt(`/operator/slots?date=${DAY}`);

    const menu = await screen.findByRole('navigation', { name: 'Store console' });
    expect(within(menu).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Slot windows' })).toHaveAttribute(
      'href',
      '/operator/slot-windows',
    );
  });
});
