import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slot } from '@storefront/shared/contracts';
import { aCart, aCartLine, anOrder, aSlot, HOME } from '../../../testing/fixtures';
import {
  apiError,
  currentLocation,
  mockApi,
  renderApp,
  resetPage,
  signIn,
  SLOTS_ROUTE,
  type MockRoute,
} from '../../../testing/test-utils';

const ORDER = anOrder();

const at = (date: string, from: string, to: string) => ({
  date,
  startsAt: `${date}T${from}:00.000Z`,
  endsAt: `${date}T${to}:00.000Z`,
});

// Friday's first slot is full and its second nearly so; Saturday has room.
const DELIVERY_SLOTS: Slot[] = [
  aSlot({ windowId: 1, ...at('2026-11-27', '08:00', '10:00'), remaining: 0 }),
  aSlot({ windowId: 2, ...at('2026-11-27', '10:00', '12:00'), remaining: 2 }),
  aSlot({ windowId: 3, ...at('2026-11-27', '14:00', '16:00'), remaining: 8 }),
  aSlot({ windowId: 4, ...at('2026-11-28', '10:00', '12:00'), remaining: 5 }),
];
const PICKUP_SLOTS: Slot[] = [
  aSlot({ windowId: 10, ...at('2026-11-28', '09:00', '11:00'), remaining: 12 }),
];

/** The slots of the option asked for (a query parameter). */
const slotsByOption =
  (delivery: Slot[], pickup: Slot[] = PICKUP_SLOTS): MockRoute =>
  (request) => {
    const option = (request.params as { deliveryOption?: string }).deliveryOption;
    return [200, { items: option === 'pickup' ? pickup : delivery }];
  };

function mockCheckout(
  slots: MockRoute = slotsByOption(DELIVERY_SLOTS),
  place: MockRoute = [201, ORDER],
) {
  return mockApi({
    'GET /me/cart': [200, aCart([aCartLine()])],
    'GET /me/addresses': [200, { items: [HOME] }],
    'GET /me/wallet': [
      200,
      { items: [], page: 1, pageSize: 20, total: 0, balanceMinor: 0, currency: 'GBP' },
    ],
    [SLOTS_ROUTE]: slots,
    'POST /me/orders': place,
    [`GET /me/orders/${ORDER.id}`]: [200, ORDER],
  });
}

const heading = (name: string) => screen.findByRole('heading', { name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const slotGroup = (name = 'Delivery slot') => screen.findByRole('group', { name });
const day = (name: string) => within(screen.getByRole('group', { name }));
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const sentOrder = (api: ReturnType<typeof mockApi>) =>
  JSON.parse(api.to('POST /me/orders').at(-1)?.data as string) as Record<string, unknown>;

/** Continue with the slot shown, then the home address: the customer is on the review step. */
async function continueToReview() {
  await userEvent.click(continueButton());
  await heading('Delivery address');
  await userEvent.click(continueButton());
  await heading('Review your order');
}

describe('checkout: delivery and pickup slots', () => {
  beforeEach(() => {
    resetPage();
    signIn();
  });

  it('shows the slots by day, a full one disabled and a nearly full one with its places left', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    mockCheckout(() => new Promise((resolve) => (answer = resolve)));
    await renderApp('/checkout');
    expect(await screen.findByText('Loading delivery slots…')).toBeVisible();
    expect(continueButton()).toBeDisabled();

    answer([200, { items: DELIVERY_SLOTS }]);
    expect(await slotGroup()).toBeVisible();
    expect(screen.queryByText('Loading delivery slots…')).not.toBeInTheDocument();
    const friday = day('Fri 27 Nov');
    expect(friday.getByRole('radio', { name: '08:00–10:00 Full' })).toBeDisabled();
    expect(friday.getByRole('radio', { name: '10:00–12:00 2 left' })).toBeEnabled();
    expect(friday.getByRole('radio', { name: '14:00–16:00' })).toBeEnabled();
    expect(day('Sat 28 Nov').getByRole('radio', { name: '10:00–12:00' })).toBeEnabled();
  });

  it('picks the earliest slot with room, shows it in the summary, and sends it with the order', async () => {
    const api = mockCheckout();
    await renderApp('/checkout');
    await slotGroup();
    expect(day('Fri 27 Nov').getByRole('radio', { name: /10:00–12:00/ })).toBeChecked();
    expect(summary().getByText(/Delivery slot/)).toHaveTextContent(
      'Delivery slot: Fri 27 Nov, 10:00–12:00',
    );

    await continueToReview();
    const review = within(screen.getByRole('region', { name: 'Review your order' }));
    expect(review.getByText('Delivery slot').nextSibling).toHaveTextContent(
      'Fri 27 Nov, 10:00–12:00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await heading('Thank you, your order is placed');
    expect(sentOrder(api)).toEqual({
      deliveryOption: 'delivery',
      addressId: HOME.id,
      paymentMethod: 'cash_on_delivery',
      slot: { windowId: 2, date: '2026-11-27' },
    });
  });

  it('keeps the slot picked through a reload, and changes it from the review', async () => {
    const api = mockCheckout();
    const first = await renderApp('/checkout');
    await slotGroup();
    await userEvent.click(day('Sat 28 Nov').getByRole('radio', { name: '10:00–12:00' }));
    first.unmount();

    await renderApp('/checkout');
    await slotGroup();
    expect(day('Sat 28 Nov').getByRole('radio', { name: '10:00–12:00' })).toBeChecked();
    await continueToReview();
    expect(screen.getAllByText(/Sat 28 Nov, 10:00–12:00/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('link', { name: 'Change slot' }));
    expect(await heading('Delivery')).toHaveFocus();
    expect(currentLocation()).toBe('/checkout/delivery');
    await slotGroup();
    await userEvent.click(day('Fri 27 Nov').getByRole('radio', { name: '14:00–16:00' }));
    await continueToReview();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Thank you, your order is placed');
    expect(sentOrder(api).slot).toEqual({ windowId: 3, date: '2026-11-27' });
  });

  it('loads the slots again for another option and picks its earliest', async () => {
    const api = mockCheckout();
    await renderApp('/checkout');
    await slotGroup();
    await userEvent.click(screen.getByRole('radio', { name: /Store pickup/ }));

    expect(await slotGroup('Pickup slot')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Delivery slot' })).not.toBeInTheDocument();
    expect(day('Sat 28 Nov').getByRole('radio', { name: '09:00–11:00' })).toBeChecked();
    expect(api.to(SLOTS_ROUTE).map((request) => request.params)).toEqual([
      { deliveryOption: 'delivery' },
      { deliveryOption: 'pickup' },
    ]);

    await userEvent.click(continueButton());
    expect(await heading('Review your order')).toBeVisible();
    const review = within(screen.getByRole('region', { name: 'Review your order' }));
    expect(review.getByText('Pickup slot').nextSibling).toHaveTextContent(
      'Sat 28 Nov, 09:00–11:00',
    );
  });

  it('replaces a kept slot that has filled up since with the earliest one with room', async () => {
    mockCheckout(
      slotsByOption(
        DELIVERY_SLOTS.map((slot) => ({ ...slot, remaining: slot.windowId === 4 ? 0 : 6 })),
      ),
    );
    sessionStorage.setItem(
      'sf-checkout-draft',
      JSON.stringify({
        userId: 'u-1',
        step: 'delivery',
        deliveryOption: 'delivery',
        address: null,
        slot: { windowId: 4, ...at('2026-11-28', '10:00', '12:00') },
      }),
    );
    await renderApp('/checkout');
    await slotGroup();
    expect(day('Sat 28 Nov').getByRole('radio', { name: '10:00–12:00 Full' })).not.toBeChecked();
    expect(day('Fri 27 Nov').getByRole('radio', { name: '08:00–10:00' })).toBeChecked();
  });

  it('goes on without a slot when the store offers none for the option', async () => {
    const api = mockCheckout(slotsByOption([], []));
    await renderApp('/checkout');
    await heading('Delivery');
    await waitFor(() => expect(api.to(SLOTS_ROUTE)).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Delivery slot' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading delivery slots/)).not.toBeInTheDocument();

    await continueToReview();
    expect(screen.queryByText(/slot/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Thank you, your order is placed');
    expect(sentOrder(api)).not.toHaveProperty('slot');
  });

  it('says when every slot is full, and waits for another option', async () => {
    mockCheckout(slotsByOption(DELIVERY_SLOTS.map((slot) => ({ ...slot, remaining: 0 }))));
    await renderApp('/checkout');
    await slotGroup();
    expect(screen.getByText('Every delivery slot is full for now.')).toBeVisible();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(
      'Choose store pickup, or come back later.',
    );

    await userEvent.click(screen.getByRole('radio', { name: /Store pickup/ }));
    await slotGroup('Pickup slot');
    expect(continueButton()).toBeEnabled();
  });

  it('offers to try again when the slots do not load, and holds Continue until they do', async () => {
    mockCheckout([
      apiError(500, 'ERROR', 'Something went wrong. Please try again.'),
      [200, { items: DELIVERY_SLOTS }],
    ]);
    await renderApp('/checkout');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the delivery slots.");
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(
      'You can continue once the slots have loaded.',
    );

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await slotGroup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(day('Fri 27 Nov').getByRole('radio', { name: /10:00–12:00/ })).toBeChecked();
    expect(continueButton()).toBeEnabled();
  });

  it('sends the customer back to choose another slot when theirs filled up at placing', async () => {
    let refused = false;
    const message = 'That slot has just filled up. Choose another.';
    const api = mockCheckout(
      // Once refused, Friday 10:00 shows as full.
      () => [
        200,
        {
          items: DELIVERY_SLOTS.map((slot) =>
            refused && slot.windowId === 2 ? { ...slot, remaining: 0 } : slot,
          ),
        },
      ],
      () => {
        if (refused) return [201, ORDER];
        refused = true;
        return apiError(409, 'SLOT_FULL', message, 'slot');
      },
    );
    await renderApp('/checkout');
    await slotGroup();
    await continueToReview();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(currentLocation()).toBe('/checkout/review');
    expect(screen.queryByText('Delivery slot')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(summary().getByText('Earl Grey Tea × 2')).toBeVisible();
    expect(screen.getByText('12 Market Street')).toBeVisible();

    await userEvent.click(within(alert).getByRole('link', { name: 'Choose another slot' }));
    expect(await heading('Delivery')).toBeVisible();
    await slotGroup();
    expect(day('Fri 27 Nov').getByRole('radio', { name: '10:00–12:00 Full' })).toBeDisabled();
    expect(day('Fri 27 Nov').getByRole('radio', { name: '14:00–16:00' })).toBeChecked();

    await continueToReview();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await heading('Thank you, your order is placed');
    expect(sentOrder(api).slot).toEqual({ windowId: 3, date: '2026-11-27' });
  });
  it.each([
    ['its cut-off has passed', 409, 'SLOT_CLOSED', 'Orders for that slot have closed.', 'slot'],
    ['it is not offered', 400, 'VALIDATION', 'That slot is not offered.', 'slot.windowId'],
  ])('drops the slot and asks for another when %s', async (_, status, code, message, field) => {
    mockCheckout(slotsByOption(DELIVERY_SLOTS), apiError(status, code, message, field));
    await renderApp('/checkout');
    await slotGroup();
    await continueToReview();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Choose another slot' })).toHaveAttribute(
      'href',
      '/checkout/delivery',
    );
    expect(screen.queryByText('Delivery slot')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});
