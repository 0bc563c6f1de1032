import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUSES } from '@storefront/shared/constants';
import type { ReorderResponse } from '@storefront/shared/contracts';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type Reply,
} from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { anOrder, aPage, aSummary, ORDER_ID } from './order-fixtures';
import { fakeStorefrontCart } from '../../testing/fake-storefront-cart';
import { giveBlobsText } from '../../testing/blob-text';
import { watchSavedFiles, type SavedFile } from '@storefront/ui/testing';

const ORDER_PATH = `/dashboard/order-details/${ORDER_ID}`;
const GET_ORDER = `GET /me/orders/${ORDER_ID}`;
const GET_RECEIPT = `GET /me/orders/${ORDER_ID}/receipt`;

const steps = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((step) => ({
      text: step.querySelector('.db-timeline__label')?.textContent,
      current: step.getAttribute('aria-current') === 'step',
      upcoming: step.className.includes('upcoming'),
    }));

const totals = () =>
  within(screen.getByLabelText('Totals'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('Order page', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows the lines, totals, delivery address and where the order is', async () => {
    mockApi({
      [GET_ORDER]: {
        status: 200,
        data: anOrder({
          status: 'confirmed',
          history: [
            { status: 'placed', at: '2025-03-02T10:00:00.000Z', note: null },
            { status: 'confirmed', at: '2025-03-03T10:00:00.000Z', note: 'Packed by Sam' },
          ],
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your order');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order CM-000012' }),
    ).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Items in this order' }));
    expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'English Breakfast Tea2 × £3.50£7.00',
      'Sourdough Loaf1 × £3.00£3.00',
    ]);
    // Each line links to the page of the variant bought.
    expect(lines.getByRole('link', { name: 'English Breakfast Tea' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(lines.getAllByRole('presentation')[0]).toHaveAttribute(
      'src',
      expect.stringMatching(/\/images\/products\/tea\.svg$/),
    );
    expect(totals()).toEqual([
      'Subtotal: £10.00',
      'Delivery fee: £3.99',
      'Total: £13.99',
      'Amount due (cash on delivery): £13.99',
    ]);
    const delivery = screen.getByRole('region', { name: 'Home delivery' });
    expect(delivery).toHaveTextContent('1 Office Park');
    expect(delivery).toHaveTextContent('SW1A 1AA');

    expect(steps()).toEqual([
      { text: 'Placed', current: false, upcoming: false },
      { text: 'Confirmed', current: true, upcoming: false },
      { text: 'Out for delivery', current: false, upcoming: true },
      { text: 'Completed', current: false, upcoming: true },
    ]);
    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(within(progress).getByText(/3 Mar 2025/)).toBeInTheDocument();
    expect(within(progress).getByText('Packed by Sam')).toBeInTheDocument();
    // Only a placed order can be cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeEnabled();
  });

  it('shows a pickup order paid partly from the wallet', async () => {
    mockApi({
      [GET_ORDER]: {
        status: 200,
        data: anOrder({
          deliveryOption: 'pickup',
          paymentMethod: 'pay_at_pickup',
          address: null,
          deliveryFeeMinor: 0,
          totalMinor: 1000,
          walletPaidMinor: 250,
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    expect(await screen.findByRole('region', { name: 'Store pickup' })).toHaveTextContent(
      'Pick up at Corner Market.',
    );
    expect(totals()).toEqual([
      'Subtotal: £10.00',
      'Delivery fee: Free',
      'Total: £10.00',
      'Paid from your wallet: £2.50',
      'Amount due (pay at pickup): £7.50',
    ]);
    expect(steps().map((step) => step.text)).toEqual([
      'Placed',
      'Confirmed',
      'Ready for pickup',
      'Completed',
    ]);
  });

  it.each([
    [
      'completed',
      'says what was paid, and no amount is due',
      [
        'Subtotal: £10.00',
        'Delivery fee: Free',
        'Total paid: £10.00',
        'Paid from your wallet: £2.50',
        'Paid at pickup: £7.50',
      ],
    ],
    [
      'cancelled',
      'says nothing is to pay, and what went back to the wallet',
      [
        'Subtotal: £10.00',
        'Delivery fee: Free',
        'Total: £10.00',
        'Refunded to your wallet: £2.50',
        'Cancelled: Nothing to pay',
      ],
    ],
  ] as const)('a %s order %s', async (status, _, expected) => {
    mockApi({
      [GET_ORDER]: {
        status: 200,
        data: anOrder({
          status,
          deliveryOption: 'pickup',
          paymentMethod: 'pay_at_pickup',
          address: null,
          deliveryFeeMinor: 0,
          totalMinor: 1000,
          walletPaidMinor: 250,
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    await screen.findByRole('region', { name: 'Store pickup' });
    expect(totals()).toEqual(expected);
    expect(document.body).not.toHaveTextContent(/amount due/i);
  });

  it('says a completed order paid on delivery was paid, in full', async () => {
    mockApi({ [GET_ORDER]: { status: 200, data: anOrder({ status: 'completed' }) } });
    renderDashboardAt(ORDER_PATH);

    await screen.findByRole('region', { name: 'Home delivery' });
    expect(totals()).toEqual([
      'Subtotal: £10.00',
      'Delivery fee: £3.99',
      'Total paid: £13.99',
      'Paid on delivery: £13.99',
    ]);
  });

  it('shows the discount code’s row between the delivery fee and the total', async () => {
    mockApi({
      [GET_ORDER]: {
        status: 200,
        data: anOrder({
          discountCode: 'SAVE10',
          discountMinor: 100,
          totalMinor: 1299,
          lines: anOrder().lines.map((line, index) => ({
            ...line,
            discountMinor: index === 0 ? 70 : 30,
          })),
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    await screen.findByRole('region', { name: 'Home delivery' });
    expect(totals()).toEqual([
      'Subtotal: £10.00',
      'Delivery fee: £3.99',
      'Discount (SAVE10): \u2212£1.00',
      'Total: £12.99',
      'Amount due (cash on delivery): £12.99',
    ]);
  });

  it('shows the delivery slot with the address, and as when the order is planned to arrive', async () => {
    mockApi({
      [GET_ORDER]: {
        status: 200,
        // 09:00 UTC in June is 10:00 at the store, in London's summer time.
        data: anOrder({
          slot: { startsAt: '2026-06-26T09:00:00.000Z', endsAt: '2026-06-26T11:00:00.000Z' },
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    const delivery = await screen.findByRole('region', { name: 'Home delivery' });
    expect(delivery).toHaveTextContent('Delivery slot: Fri 26 Jun, 10:00–12:00');
    const completed = within(screen.getByRole('list', { name: 'Progress' }))
      .getAllByRole('listitem')
      .at(-1);
    expect(completed).toHaveTextContent(
      'Completed (Still to come)Planned: Fri 26 Jun, 10:00–12:00',
    );
  });

  it('shows a pickup slot, and no planned time once the order is completed', async () => {
    mockApi({
      [GET_ORDER]: {
        status: 200,
        data: anOrder({
          status: 'completed',
          deliveryOption: 'pickup',
          paymentMethod: 'pay_at_pickup',
          address: null,
          slot: { startsAt: '2026-11-27T16:00:00.000Z', endsAt: '2026-11-27T18:00:00.000Z' },
          history: [
            { status: 'placed', at: '2026-11-25T10:00:00.000Z', note: null },
            { status: 'completed', at: '2026-11-27T16:20:00.000Z', note: null },
          ],
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    expect(await screen.findByRole('region', { name: 'Store pickup' })).toHaveTextContent(
      'Pickup slot: Fri 27 Nov, 16:00–18:00Pick up at Corner Market.',
    );
    expect(screen.getByRole('region', { name: 'Progress' })).not.toHaveTextContent('Planned');
  });

  it('shows the most recent order on the bare path', async () => {
    const api = mockApi({
      'GET /me/orders?page=1': { status: 200, data: aPage([aSummary(44), aSummary(43)]) },
      'GET /me/orders/00000000-0000-4000-8000-000000000044': {
        status: 200,
        data: anOrder({ id: '00000000-0000-4000-8000-000000000044', number: 'CM-000044' }),
      },
    });
    renderDashboardAt('/dashboard/order-details');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order CM-000044' }),
    ).toBeInTheDocument();
    // The dashboard frame also asks GET /me, for the operator menu.
    expect(api.sent.map((request) => request.url).filter((url) => url !== '/me')).toEqual([
      '/me/orders?page=1',
      '/me/orders/00000000-0000-4000-8000-000000000044',
    ]);
  });

  it('has an empty state on the bare path when there are no orders yet', async () => {
    mockApi({ 'GET /me/orders?page=1': { status: 200, data: aPage([]) } });
    renderDashboardAt('/dashboard/order-details');

    expect(
      await screen.findByText(
        "You haven't placed any orders yet. Your most recent order will show here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('says plainly when the order is not one of the customer’s', async () => {
    mockApi({ [GET_ORDER]: apiError(404, 'NOT_FOUND', 'That order was not found.', 'orderId') });
    renderDashboardAt(ORDER_PATH);

    expect(
      await screen.findByRole('heading', { name: "We can't find that order" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your orders' })).toHaveAttribute(
      'href',
      '/dashboard/order-history',
    );
    expect(screen.queryByRole('button', { name: 'Reorder' })).not.toBeInTheDocument();
  });

  it('says why the order did not load and tries again', async () => {
    const user = userEvent.setup();
    mockApi({
      [GET_ORDER]: [
        apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
        { status: 200, data: anOrder() },
      ],
    });
    renderDashboardAt(ORDER_PATH);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your order.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order CM-000012' }),
    ).toBeInTheDocument();
  });

  it('cancels a placed order after asking, and says the wallet part went back', async () => {
    const user = userEvent.setup();
    const placed = anOrder({ walletPaidMinor: 500 });
    const api = mockApi({
      [GET_ORDER]: { status: 200, data: placed },
      [`POST /me/orders/${ORDER_ID}/cancel`]: {
        status: 200,
        data: anOrder({
          walletPaidMinor: 500,
          status: 'cancelled',
          history: [
            ...placed.history,
            { status: 'cancelled', at: '2025-03-02T11:00:00.000Z', note: null },
          ],
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel order CM-000012?' });
    expect(dialog).toHaveTextContent('The £5.00 you paid from your wallet goes back to it.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.to(`POST /me/orders/${ORDER_ID}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));

    expect(
      await screen.findByText('Order CM-000012 is cancelled. £5.00 went back to your wallet.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Order CM-000012 is cancelled. £5.00 went back to your wallet.',
    });
    expect(api.to(`POST /me/orders/${ORDER_ID}/cancel`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText('This order was cancelled.')).toBeInTheDocument();
    expect(steps()).toEqual([
      { text: 'Placed', current: false, upcoming: false },
      { text: 'Cancelled', current: true, upcoming: false },
    ]);
    expect(totals()).toContain('Refunded to your wallet: £5.00');
  });

  it('shows the reason the store gave for cancelling in the customer’s timeline', async () => {
    mockApi({
      [GET_ORDER]: {
        status: 200,
        data: anOrder({
          status: 'cancelled',
          history: [
            { status: 'placed', at: '2025-03-02T10:00:00.000Z', note: null },
            { status: 'confirmed', at: '2025-03-02T11:00:00.000Z', note: null },
            {
              status: 'cancelled',
              at: '2025-03-03T09:15:00.000Z',
              note: 'Sourdough sold out; we are sorry',
            },
          ],
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    expect(await screen.findByText('This order was cancelled.')).toBeInTheDocument();
    expect(steps()).toEqual([
      { text: 'Placed', current: false, upcoming: false },
      { text: 'Confirmed', current: false, upcoming: false },
      { text: 'Cancelled', current: true, upcoming: false },
    ]);
    const cancelled = within(screen.getByRole('list', { name: 'Progress' }))
      .getAllByRole('listitem')
      .at(-1)!;
    expect(within(cancelled).getByText('Sourdough sold out; we are sorry')).toBeVisible();
    expect(within(cancelled).getByText(/3 Mar 2025/)).toBeInTheDocument();
  });

  it('shows a refused cancel and the order as it now is', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [GET_ORDER]: [
        { status: 200, data: anOrder() },
        { status: 200, data: anOrder({ status: 'confirmed' }) },
      ],
      [`POST /me/orders/${ORDER_ID}/cancel`]: apiError(
        409,
        'ORDER_NOT_CANCELLABLE',
        'The store has confirmed this order, so it can no longer be cancelled here.',
      ),
    });
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));

    await waitFor(() => expect(api.to(GET_ORDER)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument(),
    );
    expect(results.last()).toEqual({
      type: 'error',
      msg: 'The store has confirmed this order, so it can no longer be cancelled here.',
    });
  });

  it('reorders: what went back into the cart, what did not and why, and the cart count', async () => {
    const user = userEvent.setup();
    const reordered: ReorderResponse = {
      added: [{ productId: 7, name: 'English Breakfast Tea', quantity: 2 }],
      unavailable: [
        { productId: 9, name: 'Sourdough Loaf', addedQuantity: 0, reason: 'out_of_stock' },
        { productId: 11, name: 'Oat Milk', addedQuantity: 1, reason: 'not_enough_stock' },
        { productId: 12, name: 'Fig Rolls', addedQuantity: 0, reason: 'no_longer_sold' },
      ],
    };
    const api = mockApi({
      [GET_ORDER]: { status: 200, data: anOrder({ status: 'completed' }) },
      [`POST /me/orders/${ORDER_ID}/reorder`]: { status: 200, data: reordered },
    });
    const cart = fakeStorefrontCart();
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Reorder' }));

    const result = await screen.findByRole('status', { name: 'Back in your cart' });
    expect(
      within(within(result).getByRole('list', { name: 'Added to your cart' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × English Breakfast Tea']);
    expect(
      within(within(result).getByRole('list', { name: 'Not available' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sourdough Loaf: out of stock',
      'Oat Milk: not enough in stock, so 1 went in',
      'Fig Rolls: no longer sold',
    ]);
    expect(within(result).getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(api.to(`POST /me/orders/${ORDER_ID}/reorder`)).toHaveLength(1);
    expect(cart.refresh).toHaveBeenCalledTimes(1);
    expect(results.last()?.type).toBe('warning');
  });

  it('says when nothing could go back into the cart', async () => {
    const user = userEvent.setup();
    mockApi({
      [GET_ORDER]: { status: 200, data: anOrder() },
      [`POST /me/orders/${ORDER_ID}/reorder`]: {
        status: 200,
        data: {
          added: [],
          unavailable: [
            {
              productId: 7,
              name: 'English Breakfast Tea',
              addedQuantity: 0,
              reason: 'out_of_stock',
            },
          ],
        },
      },
    });
    fakeStorefrontCart();
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Reorder' }));

    const result = await screen.findByRole('status', { name: 'Nothing went back into your cart' });
    expect(result).toHaveTextContent('English Breakfast Tea: out of stock');
    expect(results.last()).toEqual({
      type: 'warning',
      msg: 'None of these items could go back into your cart.',
    });
  });

  it('writes the delivery phone as it is dialled at home', async () => {
    const order = anOrder();
    mockApi({
      [GET_ORDER]: {
        status: 200,
        data: { ...order, address: { ...order.address!, phone: '+447400538280' } },
      },
    });
    renderDashboardAt(ORDER_PATH);
    const delivery = await screen.findByRole('region', { name: 'Home delivery' });
    await waitFor(() => expect(delivery).toHaveTextContent('07400 538280'));
    expect(delivery).not.toHaveTextContent('+447400538280');
  });
});

describe('Order page: the receipt', () => {
  // The browser's save is not jsdom's to do; the tests see what would be saved, and as what.
  let saved: SavedFile[] = [];
  let results: LoaderResults;
  beforeAll(giveBlobsText);
  beforeEach(() => {
    resetDevice();
    signIn();
    saved = watchSavedFiles();
    results = recordLoaderResults();
  });
  afterEach(() => {
    results.stop();
    jest.restoreAllMocks();
  });

  it.each(ORDER_STATUSES.filter((status) => status !== 'completed'))(
    'offers no receipt for a %s order',
    async (status) => {
      mockApi({ [GET_ORDER]: { status: 200, data: anOrder({ status }) } });
      renderDashboardAt(ORDER_PATH);

      expect(await screen.findByRole('button', { name: 'Reorder' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /receipt/ })).not.toBeInTheDocument();
    },
  );

  it('downloads a completed order’s receipt as receipt-<number>.pdf', async () => {
    const user = userEvent.setup();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    let answer: (reply: Reply) => void = () => undefined;
    const api = mockApi({
      [GET_ORDER]: { status: 200, data: anOrder({ status: 'completed' }) },
      [GET_RECEIPT]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));

    expect(screen.getByRole('button', { name: 'Preparing receipt…' })).toBeDisabled();
    expect(api.to(GET_RECEIPT)).toHaveLength(1);
    expect(api.to(GET_RECEIPT)[0]!.responseType).toBe('blob');
    answer({
      status: 200,
      data: pdf,
      headers: { 'content-disposition': 'attachment; filename="receipt-CM-000012.pdf"' },
    });

    expect(await screen.findByRole('button', { name: 'Download receipt' })).toBeEnabled();
    expect(saved).toEqual([{ blob: pdf, fileName: 'receipt-CM-000012.pdf' }]);
    expect(results.last()).toEqual({
      type: 'success',
      msg: 'Your receipt is downloaded',
    });
  });

  it('says why there is no receipt beside the button, and keeps the order on screen', async () => {
    const user = userEvent.setup();
    mockApi({
      [GET_ORDER]: { status: 200, data: anOrder({ status: 'completed' }) },
      // A blob request's error body is a Blob too.
      [GET_RECEIPT]: {
        status: 409,
        data: new Blob([
          JSON.stringify({
            error: {
              code: 'RECEIPT_NOT_READY',
              message: 'A receipt is ready once the order is completed.',
            },
          }),
        ]),
      },
    });
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A receipt is ready once the order is completed.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Order CM-000012' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});
