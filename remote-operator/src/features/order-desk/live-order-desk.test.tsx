import { act, screen, waitFor } from '@testing-library/react';
import type { OrderEvent } from '@storefront/shared/order-events';
import { mockApi } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aStoreOrder, operator } from '../../testing/operator-fixtures';
import { aStoreOrdersPage, anOperatorOrder, ORDER_ID } from '../../testing/order-desk-fixtures';

// The order desk follows the store's live stream: the stream itself is
// @storefront/shared/order-events' (tested there); here, what the pages do with it.
const followed: { path: string | null; onEvent: (event: OrderEvent) => void }[] = [];
jest.mock('@storefront/shared/order-events', () => ({
  useOrderEvents: (path: string | null, onEvent: (event: OrderEvent) => void) => {
    followed.push({ path, onEvent });
    return path !== null;
  },
}));

const event = (orderId: string, status: string): OrderEvent => ({
  id: '7',
  kind: 'status_changed',
  data: { orderId, kind: 'status_changed', status },
});

describe('Order desk, live', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    followed.length = 0;
  });

  it('the list shows an order placed meanwhile without a reload', async () => {
    const older = aStoreOrder(11);
    const newer = aStoreOrder(12);
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders': [
        { status: 200, data: aStoreOrdersPage([older]) },
        { status: 200, data: aStoreOrdersPage([newer, older]) },
      ],
    });
    renderOperatorAt('/operator/orders');
    await screen.findByRole('row', { name: /CM-000011/ });
    const last = followed.at(-1)!;
    expect(last.path).toBe('/operator/orders/events');

    act(() => last.onEvent(event(newer.id, 'placed')));
    expect(await screen.findByRole('row', { name: /CM-000012/ })).toBeInTheDocument();
  });

  it('an order’s page follows that order and reads it again on each event', async () => {
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      [`GET /operator/orders/${ORDER_ID}`]: [
        { status: 200, data: anOperatorOrder({ status: 'placed' }) },
        { status: 200, data: anOperatorOrder({ status: 'confirmed' }) },
      ],
    });
    renderOperatorAt(`/operator/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { name: 'Order CM-000012' });
    const last = followed.at(-1)!;
    expect(last.path).toBe(`/operator/orders/events?orderId=${ORDER_ID}`);

    act(() => last.onEvent(event(ORDER_ID, 'confirmed')));
    await waitFor(() => expect(api.to(`GET /operator/orders/${ORDER_ID}`)).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Order CM-000012' })).toBeInTheDocument();
  });
});
