import { act, screen, waitFor, within } from '@testing-library/react';
import type { OrderEvent } from '@storefront/shared/order-events';
import { mockApi } from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { anOrder, ORDER_ID } from './order-fixtures';

// The order page follows its order's live stream: the stream itself is
// @storefront/shared/order-events' (tested there); here, what the page does with it.
const followed: { path: string | null; onEvent: (event: OrderEvent) => void }[] = [];
jest.mock('@storefront/shared/order-events', () => ({
  useOrderEvents: (path: string | null, onEvent: (event: OrderEvent) => void) => {
    followed.push({ path, onEvent });
    return path !== null;
  },
}));

const statusChanged = (status: string): OrderEvent => ({
  id: '41',
  kind: 'status_changed',
  data: { orderId: ORDER_ID, kind: 'status_changed', status },
});

/** The step the order's progress marks as where it is now. */
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step')
    ?.querySelector('.db-timeline__label')?.textContent;

describe('Order page, live', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    followed.length = 0;
  });

  it('follows its order’s stream and shows the new status without a reload', async () => {
    mockApi({
      [`GET /me/orders/${ORDER_ID}`]: [
        { status: 200, data: anOrder({ status: 'placed' }) },
        { status: 200, data: anOrder({ status: 'confirmed' }) },
      ],
    });
    renderDashboardAt(`/dashboard/order-details/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Order CM-000012' });
    expect(currentStep()).toBe('Placed');
    const last = followed.at(-1)!;
    expect(last.path).toBe(`/me/orders/${ORDER_ID}/events`);

    act(() => last.onEvent(statusChanged('confirmed')));
    await waitFor(() => expect(currentStep()).toBe('Confirmed'));
    // Read again quietly: the order never gave way to a loading state.
    expect(screen.queryByText('Loading your order')).not.toBeInTheDocument();
  });
});
