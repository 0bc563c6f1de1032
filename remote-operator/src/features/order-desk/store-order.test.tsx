import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type Route,
} from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import {
  aDeskPage,
  anAuditEntry,
  anOperatorOrder,
  GET_ACTIVITY,
  GET_ORDER,
  movedTo,
  ORDER_PATH,
  POST_STATUS,
} from '../../testing/order-desk-fixtures';

const json = (data: unknown) => JSON.parse(data as string) as unknown;
const region = (name: string) => screen.getByRole('region', { name });
const termsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const totals = () => termsOf('Totals');
const history = () =>
  within(screen.getByRole('list', { name: 'Status history' }))
    .getAllByRole('listitem')
    .map((event) => event.textContent);

function mockOrderApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    [GET_ORDER]: { status: 200, data: anOperatorOrder() },
    [GET_ACTIVITY]: { status: 200, data: aDeskPage([anAuditEntry()]) },
    ...routes,
  });
}

describe('One store order', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows what to pack, what it costs and is due, where it goes, who to call and its history', async () => {
    mockOrderApi();
    renderOperatorAt(ORDER_PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order CM-000012' }),
    ).toBeInTheDocument();
    expect(termsOf('Order summary')).toEqual([
      'Status: Confirmed',
      'Placed: 2 Mar 2025, 10:00',
      'Delivery: Home delivery',
      'Items: 6',
    ]);

    const lines = within(screen.getByRole('list', { name: 'Order lines' }));
    expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Oat MilkSKU DRK-OAT · 1 × £1.80 · Sub: similar£1.80',
      'ApplesSKU FRU-APPLE · 2 × about 1.000 kg at £2.50/kg · Sub: similar£5.00',
      'Sourdough LoafSKU BAK-SOUR · 1 × £3.00 · Sub: similar£3.00',
      'English Breakfast TeaSKU DRK-TEA-EB · 2 × £3.50 · Sub: similar£7.00',
    ]);
    expect(totals()).toEqual([
      'Subtotal: £16.80',
      'Delivery: £3.99',
      'Total: £20.79',
      'Amount due: £20.79, cash on delivery',
    ]);

    const delivery = region('Home delivery');
    expect(delivery).toHaveTextContent('Ada Lovelace1 Office ParkFloor 2LondonSW1A 1AA');
    expect(within(delivery).getByRole('link', { name: '07400 765432' })).toHaveAttribute(
      'href',
      'tel:+447400765432',
    );
    expect(screen.queryByRole('region', { name: 'Store pickup' })).not.toBeInTheDocument();

    const customer = within(region('Customer'));
    expect(customer.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/operator/customers/u-3',
    );
    expect(customer.getByRole('link', { name: '07400 123456' })).toHaveAttribute(
      'href',
      'tel:+447400123456',
    );
    expect(customer.getByRole('link', { name: 'ada@example.test' })).toHaveAttribute(
      'href',
      'mailto:ada@example.test',
    );

    expect(history()).toEqual([
      'Placed2 Mar 2025, 10:00 · by the customer',
      'Confirmed2 Mar 2025, 11:30 · by Olga OperatorNote: Rang to check the address',
    ]);

    const activity = within(region('Activity'));
    expect(
      await activity.findByText('Order status changed: Placed → Confirmed'),
    ).toBeInTheDocument();
    expect(activity.getByText(/Olga Operator/)).toHaveTextContent(
      'Olga Operator · 2 Mar 2025, 11:30',
    );
    expect(activity.getByText('“Rang to check the address”')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'All store orders' })).toHaveAttribute(
      'href',
      '/operator/orders',
    );
  });

  it('shows a pickup order paid partly from the wallet: the pickup point and what is left to pay', async () => {
    mockOrderApi({
      [GET_ORDER]: {
        status: 200,
        data: anOperatorOrder({
          deliveryOption: 'pickup',
          paymentMethod: 'pay_at_pickup',
          address: null,
          pickupPoint: {
            name: 'Corner Market',
            address: '12 High Street, London N1 1AA',
            hours: 'Mon–Sat 8:00–20:00',
          },
          deliveryFeeMinor: 0,
          totalMinor: 1680,
          walletPaidMinor: 500,
          amountDueMinor: 1180,
          customer: { id: 'u-4', name: 'Bob Babbage', email: null, mobile: '+447400999888' },
          nextStatuses: ['ready_for_pickup', 'cancelled'],
        }),
      },
    });
    renderOperatorAt(ORDER_PATH);

    const pickup = await screen.findByRole('region', { name: 'Store pickup' });
    expect(pickup).toHaveTextContent(
      'Corner Market12 High Street, London N1 1AAOpen Mon–Sat 8:00–20:00',
    );
    expect(screen.queryByRole('region', { name: 'Home delivery' })).not.toBeInTheDocument();
    expect(totals()).toEqual([
      'Subtotal: £16.80',
      'Delivery: Free',
      'Paid from the wallet: £5.00',
      'Total: £16.80',
      'Amount due: £11.80, pay at pickup',
    ]);
    expect(region('Customer')).toHaveTextContent('E-mailNone given');
    expect(screen.getByRole('button', { name: 'Mark Ready for pickup' })).toBeEnabled();
  });

  it('shows the discount code the customer used in the totals', async () => {
    mockOrderApi({
      [GET_ORDER]: {
        status: 200,
        data: anOperatorOrder({
          discountCode: 'SAVE10',
          discountMinor: 168,
          totalMinor: 1911,
          amountDueMinor: 1911,
        }),
      },
    });
    renderOperatorAt(ORDER_PATH);

    await screen.findByRole('heading', { level: 1, name: 'Order CM-000012' });
    expect(totals()).toEqual([
      'Subtotal: £16.80',
      'Delivery: £3.99',
      'Discount (SAVE10): \u2212£1.68',
      'Total: £19.11',
      'Amount due: £19.11, cash on delivery',
    ]);
  });

  it('reads as paid, never as an amount due, and offers no moves once the order is completed', async () => {
    mockOrderApi({
      [GET_ORDER]: {
        status: 200,
        data: movedTo(anOperatorOrder({ status: 'out_for_delivery' }), 'completed'),
      },
    });
    renderOperatorAt(ORDER_PATH);

    expect(
      await screen.findByText('This order is completed: there are no further steps.'),
    ).toBeVisible();
    expect(totals()).toContain('Total paid: £20.79');
    expect(totals()).toContain('Paid: £20.79, cash on delivery');
    expect(screen.getByLabelText('Totals')).not.toHaveTextContent(/amount due/i);
    expect(screen.queryByRole('button', { name: /^Mark|Cancel order/ })).not.toBeInTheDocument();
  });

  it('moves the order forward and shows the order the API answered, with its new activity', async () => {
    const user = userEvent.setup();
    const api = mockOrderApi({
      [POST_STATUS]: { status: 200, data: movedTo(anOperatorOrder(), 'out_for_delivery') },
      [GET_ACTIVITY]: [
        { status: 200, data: aDeskPage([anAuditEntry()]) },
        {
          status: 200,
          data: aDeskPage([
            anAuditEntry({
              id: 'a-2',
              summary: 'CM-000012: Confirmed → Out for delivery',
              after: { status: 'out_for_delivery', note: null },
            }),
            anAuditEntry(),
          ]),
        },
      ],
    });
    renderOperatorAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Mark Out for delivery' }));

    expect(await screen.findByRole('button', { name: 'Mark Completed' })).toBeEnabled();
    expect(json(api.to(POST_STATUS)[0]!.data)).toEqual({ status: 'out_for_delivery' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(history()).toHaveLength(3);
    expect(history()[2]).toBe('Out for delivery3 Mar 2025, 09:15 · by Olga Operator');
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Order CM-000012 is out for delivery.',
    });
    expect(
      await screen.findByText('Order status changed: Confirmed → Out for delivery'),
    ).toBeInTheDocument();
    expect(api.to(GET_ACTIVITY)).toHaveLength(2);
  });

  it('cancels only with a reason, after asking in a dialog, and shows the reason in the history', async () => {
    const user = userEvent.setup();
    const reason = 'Sourdough sold out; customer asked us to cancel';
    const api = mockOrderApi({
      [POST_STATUS]: {
        status: 200,
        data: movedTo(anOperatorOrder(), 'cancelled', reason),
      },
    });
    renderOperatorAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order CM-000012?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = within(dialog).getByRole('textbox', { name: 'Reason for cancelling' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', '200');
    expect(dialog).toHaveTextContent('Ada Lovelace is texted and e-mailed the reason.');

    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Say why the order is cancelled: the customer is told.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.to(POST_STATUS)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, reason);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(json(api.to(POST_STATUS)[0]!.data)).toEqual({ status: 'cancelled', note: reason });
    expect(history()[2]).toBe(`Cancelled3 Mar 2025, 09:15 · by Olga OperatorReason: ${reason}`);
    expect(screen.getByText('This order is cancelled: there are no further steps.')).toBeVisible();
    expect(totals()).toContain('Cancelled: Nothing to pay');
    expect(screen.getByLabelText('Totals')).not.toHaveTextContent(/amount due/i);
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Order CM-000012 is cancelled. The customer is told why.',
    });
  });

  it('closes the dialog on Escape or "Keep the order" without cancelling, and gives the focus back', async () => {
    const user = userEvent.setup();
    const api = mockOrderApi();
    renderOperatorAt(ORDER_PATH);

    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(cancel);
    await user.type(screen.getByRole('textbox', { name: 'Reason for cancelling' }), 'Changed mind');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    const dialog = screen.getByRole('dialog');
    // Tab stays inside the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(POST_STATUS)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Order CM-000012' })).toBeVisible();
  });

  it('shows a refused cancel in the dialog; an order moved meanwhile is read again', async () => {
    const user = userEvent.setup();
    const api = mockOrderApi({
      [GET_ORDER]: [
        { status: 200, data: anOperatorOrder() },
        {
          status: 200,
          data: movedTo(anOperatorOrder({ status: 'out_for_delivery' }), 'completed'),
        },
      ],
      [POST_STATUS]: [
        apiError(400, 'VALIDATION', 'Use at most 200 characters', 'note'),
        apiError(
          409,
          'ILLEGAL_TRANSITION',
          'An order that is completed cannot become cancelled.',
          'status',
        ),
      ],
    });
    renderOperatorAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Use at most 200 characters',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An order that is completed cannot become cancelled.',
    );
    expect(api.to(GET_ORDER)).toHaveLength(2);
    expect(screen.getByText('This order is completed: there are no further steps.')).toBeVisible();
  });

  it('shows the slot in the summary and on the pick list', async () => {
    mockOrderApi({
      [GET_ORDER]: {
        status: 200,
        data: anOperatorOrder({
          slot: { startsAt: '2026-11-27T10:00:00.000Z', endsAt: '2026-11-27T12:00:00.000Z' },
        }),
      },
    });
    renderOperatorAt(ORDER_PATH);

    await screen.findByRole('heading', { level: 1, name: 'Order CM-000012' });
    expect(termsOf('Order summary')).toEqual([
      'Status: Confirmed',
      'Placed: 2 Mar 2025, 10:00',
      'Delivery: Home delivery',
      'Delivery slot: Fri 27 Nov, 10:00–12:00',
      'Items: 6',
    ]);
    expect(
      within(region('Pick list')).getByText('Delivery slot').nextElementSibling,
    ).toHaveTextContent('Fri 27 Nov, 10:00–12:00');
  });

  it('has a pick list by category, with a box to tick for each line, that prints', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    mockOrderApi();
    renderOperatorAt(ORDER_PATH);

    const pickList = within(await screen.findByRole('region', { name: 'Pick list' }));
    expect(pickList.getByText('CM-000012')).toBeInTheDocument();
    expect(pickList.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(pickList.getByText('Home delivery').nextElementSibling).toHaveTextContent(
      'Ada Lovelace, 1 Office Park, Floor 2, London, SW1A 1AA · 07400 765432',
    );
    expect(pickList.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Bakery',
      'Drinks',
      'Fruit & veg',
    ]);
    const drinks = within(pickList.getByRole('list', { name: 'Drinks' }));
    const tea = drinks.getByRole('checkbox', { name: 'English Breakfast Tea' });
    expect(tea).toHaveAccessibleDescription('× 2 SKU DRK-TEA-EB Sub: similar');
    expect(
      drinks
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['English Breakfast Tea', 'Oat Milk']);
    expect(pickList.getByRole('checkbox', { name: 'Apples' })).toHaveAccessibleDescription(
      '× 2 (per kg) SKU FRU-APPLE Sub: similar',
    );

    await user.click(tea);
    expect(tea).toBeChecked();

    await user.click(pickList.getByRole('button', { name: 'Print pick list' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says on the pick list and the lines what each line gets if the shelf is short', async () => {
    const order = anOperatorOrder({ substitutionDefault: 'none' });
    mockOrderApi({
      [GET_ORDER]: {
        status: 200,
        data: {
          ...order,
          lines: order.lines.map((line) =>
            line.productId === 7
              ? { ...line, substitution: { choice: 'specific', productId: 30, name: 'Green Tea' } }
              : line.productId === 9
                ? { ...line, substitution: { choice: 'similar' } }
                : line,
          ),
        },
      },
    });
    renderOperatorAt(ORDER_PATH);

    const pickList = within(await screen.findByRole('region', { name: 'Pick list' }));
    expect(
      pickList.getByRole('checkbox', { name: 'English Breakfast Tea' }),
    ).toHaveAccessibleDescription('× 2 SKU DRK-TEA-EB Sub: Green Tea');
    expect(pickList.getByRole('checkbox', { name: 'Sourdough Loaf' })).toHaveAccessibleDescription(
      '× 1 SKU BAK-SOUR Sub: similar',
    );
    // No choice of its own: the order's default, no substitute.
    expect(pickList.getByRole('checkbox', { name: 'Oat Milk' })).toHaveAccessibleDescription(
      '× 1 SKU DRK-OAT No sub',
    );
    const lines = within(screen.getByRole('list', { name: 'Order lines' }));
    expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Oat MilkSKU DRK-OAT · 1 × £1.80 · No sub£1.80',
      'ApplesSKU FRU-APPLE · 2 × about 1.000 kg at £2.50/kg · No sub£5.00',
      'Sourdough LoafSKU BAK-SOUR · 1 × £3.00 · Sub: similar£3.00',
      'English Breakfast TeaSKU DRK-TEA-EB · 2 × £3.50 · Sub: Green Tea£7.00',
    ]);
  });

  it('says what came for each line: short ones, substitutes, and what the customer was asked', async () => {
    const order = anOperatorOrder({ status: 'confirmed' });
    const [oat, apples, bread, tea] = order.lines as [
      (typeof order.lines)[number],
      (typeof order.lines)[number],
      (typeof order.lines)[number],
      (typeof order.lines)[number],
    ];
    const offer = {
      id: '7d9e1c2a-3b4c-4d5e-8f60-718293a4b5c6',
      productId: 7,
      askedAt: '2025-03-02T10:32:00.000Z',
      answerBy: '2025-03-02T10:42:00.000Z',
      answeredAt: null,
      extraMinor: 0,
    };
    mockOrderApi({
      [GET_ORDER]: {
        status: 200,
        data: {
          ...order,
          lines: [
            { ...oat, quantity: 0, lineTotalMinor: 0 },
            {
              ...apples,
              weightGrams: 2180,
              offer: {
                ...offer,
                kind: 'over_hold',
                state: 'awaiting',
                substitute: null,
                extraMinor: 18,
              },
            },
            bread,
            {
              ...tea,
              quantity: 1,
              lineTotalMinor: 350,
              offer: {
                ...offer,
                kind: 'substitute',
                state: 'accepted',
                substitute: {
                  productId: 30,
                  name: 'Green Tea',
                  image: 'products/green-tea.svg',
                  quantity: 1,
                  unitPriceMinor: 380,
                  unitPriceIfNoAnswerMinor: 350,
                },
              },
            },
            {
              ...tea,
              productId: 30,
              listedProductId: 30,
              name: 'Green Tea',
              sku: 'DRK-TEA-GR',
              unitPriceMinor: 380,
              quantity: 1,
              orderedQuantity: 0,
              lineTotalMinor: 380,
              substituteFor: { productId: 7, name: 'English Breakfast Tea' },
            },
          ],
        },
      },
    });
    renderOperatorAt(ORDER_PATH);

    const lines = within(await screen.findByRole('list', { name: 'Order lines' }));
    expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Oat Milk1 ordered · 0 came · SKU DRK-OAT · 0 × £1.80 · Sub: similar£0.00',
      'ApplesAsked to pay £0.18 over the hold — waiting until 10:42 · SKU FRU-APPLE · 2.180 kg at £2.50/kg · Sub: similar£5.00',
      'Sourdough LoafSKU BAK-SOUR · 1 × £3.00 · Sub: similar£3.00',
      'English Breakfast Tea2 ordered · 1 came · Accepted: Green Tea ×1 · SKU DRK-TEA-EB · 1 × £3.50 · Sub: similar£3.50',
      'Green TeaGreen Tea ×1 — for English Breakfast Tea · SKU DRK-TEA-GR · 1 × £3.80£3.80',
    ]);
  });

  it('says the order cannot be found, with a way back to the orders', async () => {
    mockOrderApi({
      [GET_ORDER]: apiError(404, 'NOT_FOUND', 'That order was not found.', 'orderId'),
    });
    renderOperatorAt(ORDER_PATH);

    expect(
      await screen.findByRole('heading', { name: "We can't find that order" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all store orders' })).toHaveAttribute(
      'href',
      '/operator/orders',
    );
    expect(screen.queryByRole('region', { name: 'Pick list' })).not.toBeInTheDocument();
  });

  it('says why the order did not load, and tries again', async () => {
    const user = userEvent.setup();
    mockOrderApi({
      [GET_ORDER]: [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        { status: 200, data: anOperatorOrder() },
      ],
    });
    renderOperatorAt(ORDER_PATH);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the order.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order CM-000012' }),
    ).toBeInTheDocument();
  });
});
