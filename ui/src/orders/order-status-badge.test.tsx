import { render, screen } from '@testing-library/react';
import { ORDER_STATUSES } from '@storefront/shared/constants';
import { OrderStatusBadge } from './order-status-badge';

describe('OrderStatusBadge', () => {
  it('names every status in words, coloured by how it stands', () => {
    const tones = ORDER_STATUSES.map((status) => {
      const { unmount } = render(<OrderStatusBadge status={status} />);
      const badge = screen.getByText(/./);
      const tone = /db-badge--(\w+)/.exec(badge.className)?.[1];
      const said = badge.textContent;
      unmount();
      return `${said}: ${tone}`;
    });
    expect(tones).toEqual([
      'Placed: waiting',
      'Confirmed: progress',
      'Out for delivery: progress',
      'Ready for pickup: progress',
      'Completed: good',
      'Cancelled: bad',
    ]);
  });
});
