import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderEvent } from '@storefront/shared/order-events';
import type { PickAction, PickLine } from '@storefront/shared/operator-contracts';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { saveQueue } from './lib/queue-store';
import {
  anOffer,
  anOverview,
  aShortTeaBatch,
  BATCH_ID,
  batchRoute,
  goOnline,
  ORDER_A,
  ORDER_B,
} from './picking-fixtures';

// The store's live stream is @storefront/shared/order-events' (tested there);
// here, what the picking app does with its events.
const followed: { path: string | null; onEvent: (event: OrderEvent) => void }[] = [];
jest.mock('@storefront/shared/order-events', () => ({
  useOrderEvents: (path: string | null, onEvent: (event: OrderEvent) => void) => {
    followed.push({ path, onEvent });
    return path !== null;
  },
}));

const ACTIONS = batchRoute('POST', '/actions');
const SUGGESTIONS = batchRoute('GET', '/suggestions');

const suggestions = {
  suggestions: [
    {
      productId: 44,
      name: 'Earl Grey Tea',
      sku: 'DRK-TEA-EG',
      gtin: '5000000000449',
      image: '/img/earl-grey.jpg',
      priceMinor: 380,
      stock: 12,
      customersChoice: true,
    },
    {
      productId: 45,
      name: 'Green Tea',
      sku: 'DRK-TEA-GR',
      gtin: null,
      image: '/img/green-tea.jpg',
      priceMinor: 340,
      stock: 4,
      customersChoice: false,
    },
  ],
};

/** The actions route: a substitute is asked of the customer, the line stays short at version + 1. */
function asked(config: { data?: unknown }) {
  const action = JSON.parse(String(config.data)) as PickAction;
  const line = aShortTeaBatch().walk[0]!.lines[0]!;
  return {
    status: 200,
    data: {
      line: {
        ...line,
        productId: action.productId,
        version: action.expectedVersion + 1,
        offer: anOffer({
          substitute: {
            ...anOffer().substitute!,
            productId: action.substituteProductId!,
            quantity: action.quantity ?? 2,
          },
        }),
      },
      replayed: false,
    },
  };
}

function mockPicking(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/picking': { status: 200, data: anOverview({ openBatchId: BATCH_ID }) },
    [batchRoute('GET')]: {
      status: 200,
      data: aShortTeaBatch({
        substitution: { choice: 'specific', productId: 44, name: 'Earl Grey Tea' },
      }),
    },
    [SUGGESTIONS]: { status: 200, data: suggestions },
    [ACTIONS]: asked,
    ...routes,
  });
}

const sentActions = (api: ReturnType<typeof mockApi>) =>
  api.to(ACTIONS).map((config) => JSON.parse(String(config.data)) as PickAction);
const tote = () => screen.getByText('Tote B · 3').closest('li')!;

async function openWalk() {
  renderOperatorAt('/operator/picking');
  expect(await screen.findByText('Short: 1 of 3')).toBeVisible();
}

describe('Picking: substitutes', () => {
  beforeEach(async () => {
    resetDevice();
    signIn();
    followed.length = 0;
    await saveQueue(BATCH_ID, []);
  });

  afterEach(() => jest.restoreAllMocks());

  it('lists the suggestions with the customer’s choice marked, and queues the one chosen', async () => {
    const user = userEvent.setup();
    const api = mockPicking({});
    await openWalk();

    await user.click(within(tote()).getByRole('button', { name: 'Substitute' }));
    const picker = screen.getByRole('region', { name: 'Substitute for Tote B' });
    expect(picker).toHaveTextContent('Substitute for 2 English Breakfast Tea');
    expect(picker).toHaveTextContent("Customer's choice: Earl Grey Tea instead");
    const list = await within(picker).findByRole('list', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Earl Grey TeaCustomer's choice£3.80 · 12 in stockOffer",
      'Green Tea£3.40 · 4 in stockOffer',
    ]);
    expect(api.to(SUGGESTIONS)[0]!.params).toEqual({ orderId: ORDER_B, productId: 33 });
    expect(within(picker).getByRole('spinbutton', { name: 'How many to offer?' })).toHaveValue(2);

    await user.click(within(picker).getByRole('button', { name: 'Offer Earl Grey Tea' }));
    expect(screen.queryByRole('region', { name: 'Substitute for Tote B' })).not.toBeInTheDocument();
    expect(await screen.findByText('Asked: Earl Grey Tea ×2 — waiting until 10:42')).toBeVisible();
    expect(sentActions(api)).toEqual([
      {
        key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        orderId: ORDER_B,
        productId: 33,
        expectedVersion: 1,
        kind: 'substitute',
        substituteProductId: 44,
        quantity: 2,
      },
    ]);
    // Asked once: no second substitute while the customer decides; Undo withdraws it.
    expect(within(tote()).queryByRole('button', { name: 'Substitute' })).not.toBeInTheDocument();
    await user.click(within(tote()).getByRole('button', { name: 'Undo Tote B' }));
    await waitFor(() => expect(sentActions(api)).toHaveLength(2));
    expect(sentActions(api)[1]).toMatchObject({ kind: 'reset', expectedVersion: 2 });
  });

  it('takes the substitute by its typed code, with the quantity the picker set', async () => {
    const user = userEvent.setup();
    const api = mockPicking({
      'GET /operator/products/by-gtin/5000000000999': {
        status: 200,
        data: { id: 99, name: 'Builder’s Tea', sku: 'DRK-TEA-BU', gtin: '5000000000999' },
      },
      'GET /operator/products/by-gtin/5000000000005': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    await openWalk();
    await user.click(screen.getByRole('button', { name: 'Substitute' }));
    const picker = screen.getByRole('region', { name: 'Substitute for Tote B' });
    await within(picker).findByRole('list', { name: 'Suggestions' });
    const code = within(picker).getByRole('textbox', {
      name: "Or scan or type the substitute's code",
    });
    const count = within(picker).getByRole('spinbutton', { name: 'How many to offer?' });

    await user.type(code, '5000000000005{Enter}');
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'No product has that barcode.',
    );
    await user.clear(count);
    await user.type(count, '1');
    // A suggestion's SKU, in any case.
    await user.type(code, 'drk-tea-gr{Enter}');
    await waitFor(() => expect(sentActions(api)).toHaveLength(1));
    expect(sentActions(api)[0]).toMatchObject({ substituteProductId: 45, quantity: 1 });

    expect(await screen.findByText('Asked: Earl Grey Tea ×1 — waiting until 10:42')).toBeVisible();
  });

  it('takes a suggestion by its barcode typed in another form, without looking it up', async () => {
    const user = userEvent.setup();
    const api = mockPicking({});
    await openWalk();
    await user.click(screen.getByRole('button', { name: 'Substitute' }));
    const picker = screen.getByRole('region', { name: 'Substitute for Tote B' });
    await within(picker).findByRole('list', { name: 'Suggestions' });
    const code = within(picker).getByRole('textbox', {
      name: "Or scan or type the substitute's code",
    });
    // Earl Grey's 5000000000449, as its 14-digit form with spaces: one code, as the API compares.
    await user.type(code, '0 5000000 000449{Enter}');
    await waitFor(() => expect(sentActions(api)).toHaveLength(1));
    expect(sentActions(api)[0]).toMatchObject({ substituteProductId: 44 });
    expect(api.to('GET /operator/products/by-gtin/05000000000449')).toHaveLength(0);
  });

  it('looks a scanned product up by its barcode when it is not a suggestion', async () => {
    const user = userEvent.setup();
    const api = mockPicking({
      'GET /operator/products/by-gtin/5000000000999': {
        status: 200,
        data: { id: 99, name: 'Builder’s Tea', sku: 'DRK-TEA-BU', gtin: '5000000000999' },
      },
    });
    await openWalk();
    await user.click(screen.getByRole('button', { name: 'Substitute' }));
    await screen.findByRole('list', { name: 'Suggestions' });
    await user.type(
      screen.getByRole('textbox', { name: "Or scan or type the substitute's code" }),
      '5000000000999{Enter}',
    );
    await waitFor(() => expect(sentActions(api)).toHaveLength(1));
    expect(sentActions(api)[0]).toMatchObject({ substituteProductId: 99, quantity: 2 });
  });

  it('offline, queues a substitute by its barcode, unlooked-up, and sends it once back online', async () => {
    const user = userEvent.setup();
    const api = mockPicking({
      [SUGGESTIONS]: () => {
        throw new Error('Network Error');
      },
    });
    await openWalk();
    goOnline(false);
    await user.click(screen.getByRole('button', { name: 'Substitute' }));
    const picker = screen.getByRole('region', { name: 'Substitute for Tote B' });
    expect(await within(picker).findByRole('status')).toHaveTextContent(
      "Offline: the store's suggestions need the connection.",
    );
    // The customer's own choice needs no suggestions.
    expect(
      within(picker).getByRole('button', { name: "Offer Earl Grey Tea (customer's choice)" }),
    ).toBeVisible();
    const code = within(picker).getByRole('textbox', {
      name: "Or scan or type the substitute's code",
    });
    // A misread code (its check digit wrong) is refused here: the store could only refuse it later.
    await user.type(code, '5000000000991{Enter}');
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'Enter a valid barcode: the check digit doesn’t match',
    );
    await user.type(code, '5000000000999{Enter}');
    expect(await screen.findByText('Substitute not sent yet')).toBeVisible();
    expect(api.to(ACTIONS)).toHaveLength(0);
    expect(api.to('GET /operator/products/by-gtin/5000000000999')).toHaveLength(0);

    goOnline(true);
    await waitFor(() => expect(sentActions(api)).toHaveLength(1));
    const [sent] = sentActions(api);
    expect(sent).toMatchObject({
      kind: 'substitute',
      substituteGtin: '5000000000999',
      quantity: 2,
    });
    expect(sent).not.toHaveProperty('substituteProductId');
  });

  it('offers no substitute when the customer wants none', async () => {
    mockPicking({
      [batchRoute('GET')]: {
        status: 200,
        data: aShortTeaBatch({ substitution: { choice: 'none' } }),
      },
    });
    await openWalk();
    expect(screen.getByText('No substitute: the customer said so')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Substitute' })).not.toBeInTheDocument();
  });

  it.each<[string, Partial<PickLine>, string]>([
    ['accepted', { offer: anOffer({ state: 'accepted' }) }, 'Accepted: Earl Grey Tea ×2'],
    ['rejected', { offer: anOffer({ state: 'rejected' }) }, 'Rejected: Earl Grey Tea ×2'],
    [
      'unanswered',
      { offer: anOffer({ state: 'defaulted' }) },
      "No answer: sending the customer's choice",
    ],
    [
      'a weight over the hold, awaiting',
      {
        state: 'picked',
        pickedQuantity: 3,
        offer: anOffer({ kind: 'over_hold', substitute: null, extraMinor: 18 }),
      },
      'Asked to pay £0.18 over the hold — waiting until 10:42',
    ],
    [
      'a weight over the hold, rejected',
      {
        state: 'to_pick',
        pickedQuantity: null,
        offer: anOffer({ kind: 'over_hold', state: 'rejected', substitute: null, extraMinor: 18 }),
      },
      'Customer asked to stay within the hold: weigh again',
    ],
  ])('words an offer %s', async (_, line, words) => {
    mockPicking({ [batchRoute('GET')]: { status: 200, data: aShortTeaBatch(line) } });
    renderOperatorAt('/operator/picking');
    expect(await screen.findByText(words)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Substitute' })).not.toBeInTheDocument();
  });

  it('shows the customer’s answer without a reload, from the store’s live stream', async () => {
    const api = mockPicking({
      [batchRoute('GET')]: [
        { status: 200, data: aShortTeaBatch({ offer: anOffer() }) },
        { status: 200, data: aShortTeaBatch({ offer: anOffer({ state: 'accepted' }) }) },
      ],
    });
    renderOperatorAt('/operator/picking');
    expect(await screen.findByText('Asked: Earl Grey Tea ×2 — waiting until 10:42')).toBeVisible();
    const stream = followed.filter((item) => item.path !== null).at(-1)!;
    expect(stream.path).toBe('/operator/orders/events');

    // Another batch's order is not this one's news.
    act(() =>
      stream.onEvent({
        id: '8',
        kind: 'substitution_answered',
        data: { orderId: '00000000-0000-4000-8000-0000000000ff' },
      }),
    );
    act(() =>
      stream.onEvent({ id: '9', kind: 'substitution_answered', data: { orderId: ORDER_B } }),
    );
    expect(await screen.findByText('Accepted: Earl Grey Tea ×2')).toBeVisible();
    expect(api.to(batchRoute('GET'))).toHaveLength(2);
  });

  it('says whose answers a refused finish waits on, and until when', async () => {
    const user = userEvent.setup();
    mockPicking({
      [batchRoute('GET')]: { status: 200, data: aShortTeaBatch({ offer: anOffer() }) },
      [batchRoute('POST', '/finish')]: {
        status: 409,
        data: {
          error: {
            code: 'ANSWERS_AWAITED',
            message: 'Customers are still answering.',
            details: {
              orders: [
                { id: ORDER_A, number: 'CM-000012', answerBy: '2026-12-03T10:40:00.000Z' },
                { id: ORDER_B, number: 'CM-000015', answerBy: '2026-12-03T10:42:00.000Z' },
              ],
            },
          },
        },
      },
    });
    renderOperatorAt('/operator/picking');
    await user.click(await screen.findByRole('button', { name: 'Finish batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Waiting for customers to answer: CM-000012 until 10:40, CM-000015 until 10:42. Finish once they answer or the time is up.',
    );
  });

  it('names the batch’s own waiting orders when the refusal lists none', async () => {
    const user = userEvent.setup();
    mockPicking({
      [batchRoute('GET')]: { status: 200, data: aShortTeaBatch({ offer: anOffer() }) },
      [batchRoute('POST', '/finish')]: apiError(409, 'ANSWERS_AWAITED', 'Still waiting.'),
    });
    renderOperatorAt('/operator/picking');
    await user.click(await screen.findByRole('button', { name: 'Finish batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Waiting for customers to answer: CM-000015 until 10:42.',
    );
  });
});
