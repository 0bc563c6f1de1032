import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickAction } from '@storefront/shared/operator-contracts';
import { apiError, mockApi, type Reply, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { saveQueue } from './lib/queue-store';
import {
  aBatch,
  anOverview,
  aSettledBatch,
  BATCH_ID,
  batchRoute,
  goOnline,
  ORDER_A,
  ORDER_B,
  STOPS,
} from './picking-fixtures';

// The store's live stream (@storefront/shared/order-events, tested there) stays quiet here.
jest.mock('@storefront/shared/order-events', () => ({ useOrderEvents: () => false }));

const ACTIONS = batchRoute('POST', '/actions');
const withOpenBatch = { status: 200, data: anOverview({ openBatchId: BATCH_ID }) };

/** The actions route: each one applied as the server would, at its expected version + 1. */
function applied(config: { data?: unknown }): Reply {
  const action = JSON.parse(String(config.data)) as PickAction;
  const stop = STOPS.find((found) => found.productId === action.productId)!;
  const line = stop.lines.find((found) => found.orderId === action.orderId)!;
  const settled = action.kind !== 'reset';
  return {
    status: 200,
    data: {
      line: {
        ...line,
        productId: action.productId,
        state: settled ? (action.kind === 'short' ? 'short' : 'picked') : 'to_pick',
        pickedQuantity: settled ? (action.quantity ?? line.quantity) : null,
        weightGrams: action.weightGrams ?? null,
        version: action.expectedVersion + 1,
      },
      replayed: false,
    },
  };
}

function mockPicking(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/picking': withOpenBatch,
    [batchRoute('GET')]: { status: 200, data: aBatch() },
    [ACTIONS]: applied,
    ...routes,
  });
}

const sentActions = (api: ReturnType<typeof mockApi>) =>
  api.to(ACTIONS).map((config) => JSON.parse(String(config.data)) as PickAction);
const toteOf = (name: string) => screen.getByText(name).closest('li')!;
const codeBox = () => screen.getByRole('textbox', { name: /Scan or type the code/ });

async function openWalk() {
  renderOperatorAt('/operator/picking');
  expect(await screen.findByText('Stop 1 of 3 · 2 lines to pick')).toBeVisible();
}

describe('Picking', () => {
  beforeEach(async () => {
    resetDevice();
    signIn();
    await saveQueue(BATCH_ID, []);
  });

  afterEach(() => jest.restoreAllMocks());

  it('lists what waits by slot and claims a slot, then opens its walk', async () => {
    const user = userEvent.setup();
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-03T08:00:00Z'));
    const api = mockPicking({
      'GET /operator/picking': { status: 200, data: anOverview() },
      'POST /operator/picking/batches': { status: 201, data: aBatch() },
    });
    renderOperatorAt('/operator/picking');

    const waiting = await screen.findByRole('list', { name: 'Waiting to be picked' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Today 10:00–12:00 · 3 ordersPick this slot', 'No slot · 1 order']);
    await user.click(within(waiting).getByRole('button', { name: /Pick this slot/ }));

    expect(await screen.findByText('Stop 1 of 3 · 2 lines to pick')).toBeVisible();
    expect(
      api.to('POST /operator/picking/batches').map((config) => JSON.parse(String(config.data))),
    ).toEqual([{ slot: { windowId: 4, date: '2026-12-03' } }]);
  });

  it('claims the next N orders, and says plainly when there is nothing to pick', async () => {
    const user = userEvent.setup();
    const api = mockPicking({
      'GET /operator/picking': { status: 200, data: anOverview() },
      'POST /operator/picking/batches': apiError(
        409,
        'NOTHING_TO_PICK',
        'No order is waiting to be picked.',
      ),
    });
    renderOperatorAt('/operator/picking');

    expect(await screen.findByRole('button', { name: 'Pick the next 4 orders' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'Pick the next 5 orders' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No order is waiting to be picked.');
    expect(
      api.to('POST /operator/picking/batches').map((config) => JSON.parse(String(config.data))),
    ).toEqual([{ count: 5 }]);
  });

  it('walks the stops in order with their totes, refuses a wrong code and picks on the right one', async () => {
    const user = userEvent.setup();
    const api = mockPicking({});
    await openWalk();

    const stop = screen.getByRole('article', { name: 'Sourdough Loaf' });
    expect(stop).toHaveTextContent('BAK-SOUR · Bakery');
    expect(
      within(stop)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tote A · 2Short', 'Tote B · 1Short']);
    expect(codeBox()).toHaveFocus();

    await user.type(codeBox(), '5012345678901{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "That's not Sourdough Loaf: the code is for something else.",
    );
    expect(api.to(ACTIONS)).toHaveLength(0);

    await user.type(codeBox(), '5012345678900{Enter}');
    expect(await screen.findByText('Picked 2')).toBeVisible();
    expect(screen.getByText('Stop 1 of 3 · 1 line to pick')).toBeVisible();
    await waitFor(() => expect(sentActions(api)).toHaveLength(1));
    expect(sentActions(api)[0]).toEqual({
      key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      orderId: ORDER_A,
      productId: 11,
      expectedVersion: 0,
      kind: 'pick',
    });

    // Undo puts the line back to pick, against the version the pick left.
    await user.click(within(toteOf('Picked 2')).getByRole('button', { name: 'Undo Tote A' }));
    await waitFor(() => expect(sentActions(api)).toHaveLength(2));
    expect(sentActions(api)[1]).toMatchObject({
      kind: 'reset',
      orderId: ORDER_A,
      expectedVersion: 1,
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('article', { name: 'Bananas' })).toHaveTextContent(
      'FRU-BAN · Fruit & veg · by weight',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Stop 3 of 3 · 1 line to pick')).toBeVisible();
    // No GTIN: the SKU is the code, in any case.
    await user.type(codeBox(), 'drk-tea-eb{Enter}');
    expect(await screen.findByText('Picked 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks the weight of a weighed line, and takes it from a GS1 scale label too', async () => {
    const user = userEvent.setup();
    const api = mockPicking({});
    await openWalk();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(codeBox(), '2012345000001{Enter}');
    const weight = screen.getByRole('textbox', { name: "Weight of Tote A's 6 Bananas (grams)" });
    await user.type(weight, '1262{Enter}');
    expect(await screen.findByText('Weighed 1.262 kg')).toBeVisible();
    await waitFor(() => expect(sentActions(api)).toHaveLength(1));
    expect(sentActions(api)[0]).toMatchObject({
      kind: 'weigh',
      weightGrams: 1262,
      expectedVersion: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Undo Tote A' }));
    // The scale's label straight into the code box: the item and its weight at once.
    await user.type(codeBox(), '2012345011007{Enter}');
    expect(await screen.findByText('Weighed 1.100 kg')).toBeVisible();
    await waitFor(() => expect(sentActions(api)).toHaveLength(3));
    expect(sentActions(api)[2]).toMatchObject({
      kind: 'weigh',
      weightGrams: 1100,
      expectedVersion: 2,
    });
  });

  it('records a short line with how many were found', async () => {
    const user = userEvent.setup();
    const api = mockPicking({});
    await openWalk();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Short' }));
    const found = screen.getByRole('spinbutton', { name: 'How many did you find?' });
    await user.clear(found);
    await user.type(found, '1');
    await user.click(screen.getByRole('button', { name: 'Save short' }));

    expect(await screen.findByText('Short: 1 of 3')).toBeVisible();
    await waitFor(() => expect(sentActions(api)).toHaveLength(1));
    expect(sentActions(api)[0]).toMatchObject({
      kind: 'short',
      quantity: 1,
      orderId: ORDER_B,
      productId: 33,
    });
  });

  it('queues actions while offline, counts them, and sends them in order when back online', async () => {
    const user = userEvent.setup();
    const api = mockPicking({});
    await openWalk();
    goOnline(false);
    expect(screen.getByRole('status', { name: 'Not sent' })).toHaveTextContent('Offline');

    await user.type(codeBox(), '5012345678900{Enter}');
    await user.type(codeBox(), '5012345678900{Enter}');
    await user.click(screen.getByRole('button', { name: 'Undo Tote B' }));
    expect(screen.getByRole('status', { name: 'Not sent' })).toHaveTextContent(
      'Offline · 3 actions not sent yet',
    );
    expect(api.to(ACTIONS)).toHaveLength(0);

    goOnline(true);
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Not sent' })).not.toBeInTheDocument(),
    );
    const sent = sentActions(api);
    expect(
      sent.map(({ orderId, kind, expectedVersion }) => [orderId, kind, expectedVersion]),
    ).toEqual([
      [ORDER_A, 'pick', 0],
      [ORDER_B, 'pick', 0],
      [ORDER_B, 'reset', 1],
    ]);
    expect(new Set(sent.map((action) => action.key)).size).toBe(3);
  });

  it('keeps an action that could not reach the server, and sends it with the same key after a reload', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const api = mockPicking({
      [ACTIONS]: (config) => {
        if (!reachable) throw new Error('Network Error');
        return applied(config);
      },
    });
    const first = renderOperatorAt('/operator/picking');
    expect(await screen.findByText('Stop 1 of 3 · 2 lines to pick')).toBeVisible();
    await user.type(codeBox(), '5012345678900{Enter}');
    expect(await screen.findByText('1 action not sent yet')).toBeVisible();
    const key = sentActions(api)[0]!.key;
    first.unmount();

    reachable = true;
    renderOperatorAt('/operator/picking');
    expect(await screen.findByText('Picked 2')).toBeVisible();
    await waitFor(() => expect(sentActions(api).at(-1)).toMatchObject({ key, expectedVersion: 0 }));
    await waitFor(() =>
      expect(screen.queryByText('1 action not sent yet')).not.toBeInTheDocument(),
    );
  });

  it('drops an action on a line changed elsewhere, with the later ones on it, and reads the batch again', async () => {
    const user = userEvent.setup();
    const api = mockPicking({
      [ACTIONS]: apiError(409, 'LINE_CHANGED', 'That line changed meanwhile.'),
    });
    await openWalk();
    goOnline(false);
    await user.type(codeBox(), '5012345678900{Enter}');
    await user.click(screen.getByRole('button', { name: 'Undo Tote A' }));
    goOnline(true);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Tote A's Sourdough Loaf changed elsewhere: check it again.",
    );
    // The undo behind it was dropped unsent.
    expect(sentActions(api)).toHaveLength(1);
    expect(api.to(batchRoute('GET'))).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Not sent' })).not.toBeInTheDocument();
  });

  it('finishes a settled batch, shows each order moved on, and goes back to pick more', async () => {
    const user = userEvent.setup();
    const api = mockPicking({
      'GET /operator/picking': [withOpenBatch, { status: 200, data: anOverview() }],
      [batchRoute('GET')]: { status: 200, data: aSettledBatch() },
      [batchRoute('POST', '/finish')]: [
        apiError(409, 'LINES_TO_PICK', 'Every line is picked, short or weighed first.'),
        {
          status: 200,
          data: {
            orders: [
              { id: ORDER_A, number: 'CM-000012', status: 'out_for_delivery', totalMinor: 1234 },
              { id: ORDER_B, number: 'CM-000015', status: 'ready_for_pickup', totalMinor: 450 },
            ],
          },
        },
      ],
    });
    renderOperatorAt('/operator/picking');

    await user.click(await screen.findByRole('button', { name: 'Finish batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Every line is picked, short or weighed first.',
    );
    await user.click(screen.getByRole('button', { name: 'Finish batch' }));

    const done = await screen.findByRole('region', { name: 'Batch finished' });
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CM-000012 · Out for delivery · £12.34', 'CM-000015 · Ready for pickup · £4.50']);
    await user.click(screen.getByRole('button', { name: 'Pick more' }));
    expect(await screen.findByRole('button', { name: 'Pick the next 4 orders' })).toBeVisible();
    expect(api.to('GET /operator/picking')).toHaveLength(2);
  });
});
