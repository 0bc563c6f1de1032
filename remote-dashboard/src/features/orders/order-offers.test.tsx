import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderEvent } from '@storefront/shared/order-events';
import { apiError, mockApi, type Reply } from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { anOffer, anOrder, aPickedOrder, OFFER_ID, ORDER_ID } from './order-fixtures';

// The page's live stream is @storefront/shared/order-events' (tested there).
const followed: { path: string | null; onEvent: (event: OrderEvent) => void }[] = [];
jest.mock('@storefront/shared/order-events', () => ({
  useOrderEvents: (path: string | null, onEvent: (event: OrderEvent) => void) => {
    followed.push({ path, onEvent });
    return path !== null;
  },
}));

const ORDER_PATH = `/dashboard/order-details/${ORDER_ID}`;
const GET_ORDER = `GET /me/orders/${ORDER_ID}`;
const ANSWER = `POST /me/orders/${ORDER_ID}/offers/${OFFER_ID}/answer`;
/** 10:35 on the day the order is picked: the window is open until 10:42. */
const NOW = Date.parse('2025-03-02T10:35:00.000Z');

const card = () => screen.getByRole('listitem', { name: 'English Breakfast Tea' });
const linesShown = () =>
  within(screen.getByRole('list', { name: 'Items in this order' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

/** The substitute line the accepted Earl Grey becomes, beside the short tea. */
const withEarlGrey = () => {
  const order = aPickedOrder(anOffer({ state: 'accepted', answeredAt: '2025-03-02T10:36:00Z' }));
  return {
    ...order,
    lines: [
      ...order.lines,
      {
        ...order.lines[0]!,
        productId: 30,
        listedProductId: 30,
        name: 'Earl Grey Tea',
        unitPriceMinor: 380,
        quantity: 1,
        orderedQuantity: 0,
        lineTotalMinor: 380,
        substituteFor: { productId: 7, name: 'English Breakfast Tea' },
        offer: null,
      },
    ],
  };
};

describe('Order page: the store’s questions while picking', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    followed.length = 0;
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
  });

  afterEach(() => jest.restoreAllMocks());

  it('asks about a substitute, sends an accept to the offer, and shows what came', async () => {
    const user = userEvent.setup();
    let answered: (reply: Reply) => void = () => undefined;
    const api = mockApi({
      // The answer is the offer; the order, with its new lines, is read again after it.
      [GET_ORDER]: [
        { status: 200, data: aPickedOrder() },
        { status: 200, data: withEarlGrey() },
      ],
      [ANSWER]: () =>
        new Promise<Reply>((resolve) => {
          answered = resolve;
        }),
    });
    renderDashboardAt(ORDER_PATH);

    const question = await screen.findByRole('region', { name: 'We need your answer' });
    expect(
      within(question).getByRole('listitem', { name: 'English Breakfast Tea' }),
    ).toHaveTextContent(
      'The shelf was short of the 2 English Breakfast Tea you ordered. Instead of the missing ones, we can bring:' +
        "Earl Grey Tea ×1£3.80 each if you accept£3.50 each if you don't answer by 10:42" +
        "If you reject it, you won't pay for the missing ones.",
    );
    expect(linesShown()[0]).toBe('English Breakfast Tea2 ordered · 1 came · 1 × £3.50£3.50');

    await user.click(within(card()).getByRole('button', { name: 'Accept Earl Grey Tea' }));
    expect(within(card()).getByRole('button', { name: 'Accept Earl Grey Tea' })).toBeDisabled();
    expect(within(card()).getByRole('button', { name: 'Reject Earl Grey Tea' })).toBeDisabled();
    expect(api.to(ANSWER).map((config) => JSON.parse(String(config.data)))).toEqual([
      { accept: true },
    ]);

    act(() => answered({ status: 200, data: anOffer({ state: 'accepted' }) }));
    expect(await screen.findByRole('region', { name: 'Changes while picking' })).toHaveTextContent(
      'You accepted Earl Grey Tea ×1 for your English Breakfast Tea, at £3.80 each.',
    );
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(linesShown()).toEqual([
      'English Breakfast Tea2 ordered · 1 came · 1 × £3.50£3.50',
      'Sourdough Loaf1 × £3.00£3.00',
      'Earl Grey TeaEarl Grey Tea ×1 — for English Breakfast Tea · £3.80£3.80',
    ]);
  });

  it('sends a reject, and says the missing ones are not charged', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [GET_ORDER]: [
        { status: 200, data: aPickedOrder() },
        { status: 200, data: aPickedOrder(anOffer({ state: 'rejected' })) },
      ],
      [ANSWER]: { status: 200, data: anOffer({ state: 'rejected' }) },
    });
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Reject Earl Grey Tea' }));
    expect(
      await screen.findByText(
        "You said no to Earl Grey Tea ×1: you won't pay for the missing English Breakfast Tea.",
      ),
    ).toBeVisible();
    expect(api.to(ANSWER).map((config) => JSON.parse(String(config.data)))).toEqual([
      { accept: false },
    ]);
  });

  it('says the window closed when the answer came too late, and shows how it came out', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [GET_ORDER]: [
        { status: 200, data: aPickedOrder() },
        { status: 200, data: aPickedOrder(anOffer({ state: 'defaulted' })) },
      ],
      [ANSWER]: apiError(409, 'OFFER_CLOSED', 'The time to answer has passed.'),
    });
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Accept Earl Grey Tea' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'The time to answer this had already passed.',
    );
    expect(
      await within(card()).findByText(
        "No answer by 10:42: we're sending Earl Grey Tea ×1 at £3.50 each.",
      ),
    ).toBeVisible();
    expect(api.to(GET_ORDER)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Accept Earl Grey Tea' })).not.toBeInTheDocument();
  });

  it('shows any other refusal on the card and keeps the question open', async () => {
    const user = userEvent.setup();
    mockApi({
      [GET_ORDER]: { status: 200, data: aPickedOrder() },
      [ANSWER]: apiError(404, 'NOT_FOUND', 'That question was not found.'),
    });
    renderDashboardAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Reject Earl Grey Tea' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'That question was not found.',
    );
    expect(screen.getByRole('button', { name: 'Reject Earl Grey Tea' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Order CM-000012' })).toBeVisible();
  });

  it('asks about a weight over the hold, in words of its own', async () => {
    const user = userEvent.setup();
    const order = aPickedOrder(
      anOffer({ kind: 'over_hold', substitute: null, extraMinor: 18, productId: 7 }),
    );
    const api = mockApi({
      [GET_ORDER]: [
        { status: 200, data: order },
        {
          status: 200,
          data: aPickedOrder(
            anOffer({ kind: 'over_hold', state: 'rejected', substitute: null, extraMinor: 18 }),
          ),
        },
      ],
      [ANSWER]: {
        status: 200,
        data: anOffer({ kind: 'over_hold', state: 'rejected', substitute: null, extraMinor: 18 }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    expect(
      await screen.findByText('Your English Breakfast Tea weighed more: £0.18 over what we held.'),
    ).toBeVisible();
    expect(card()).toHaveTextContent(
      "If you reject, we'll weigh again to stay within what we held. With no answer by 10:42, you pay no more than that.",
    );
    expect(screen.getByRole('button', { name: 'Accept the extra £0.18' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Reject the extra £0.18' }));
    expect(
      await screen.findByText(
        "You said no to the extra £0.18: we'll weigh your English Breakfast Tea again within what we held.",
      ),
    ).toBeVisible();
    expect(JSON.parse(String(api.to(ANSWER)[0]!.data))).toEqual({ accept: false });
  });

  it('shows a question asked meanwhile without a reload', async () => {
    mockApi({
      [GET_ORDER]: [
        { status: 200, data: aPickedOrder(null) },
        { status: 200, data: aPickedOrder() },
      ],
    });
    renderDashboardAt(ORDER_PATH);
    await screen.findByRole('heading', { name: 'Order CM-000012' });
    expect(screen.queryByRole('region', { name: 'We need your answer' })).not.toBeInTheDocument();

    const stream = followed.filter((item) => item.path !== null).at(-1)!;
    act(() =>
      stream.onEvent({
        id: '42',
        kind: 'substitution_offered',
        data: { orderId: ORDER_ID, kind: 'substitution_offered' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Accept Earl Grey Tea' })).toBeEnabled();
  });

  it('shows nothing to answer on an order never asked about', async () => {
    mockApi({ [GET_ORDER]: { status: 200, data: anOrder() } });
    renderDashboardAt(ORDER_PATH);
    await screen.findByRole('heading', { name: 'Order CM-000012' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /answer|picking/ })).not.toBeInTheDocument(),
    );
  });
});
