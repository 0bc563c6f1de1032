import { render, screen } from '@testing-library/react';
import { factsIn } from '../testing/order-queries';
import { OrderCharges, type OrderChargesProps } from './order-charges';

const ORDER: OrderChargesProps['order'] = {
  subtotalMinor: 1000,
  deliveryFeeMinor: 399,
  discountCode: null,
  discountMinor: 0,
  currency: 'GBP',
};

function renderCharges(change: Partial<typeof ORDER> = {}, label?: string) {
  render(
    <dl aria-label="Totals">
      <OrderCharges order={{ ...ORDER, ...change }} deliveryLabel={label} />
    </dl>,
  );
  return factsIn(screen.getByLabelText('Totals'));
}

describe('OrderCharges', () => {
  it('gives the subtotal and the delivery fee, and no discount when none came off', () => {
    expect(renderCharges()).toEqual(['Subtotal: £10.00', 'Delivery: £3.99']);
  });

  it('says a free delivery is free, under the page’s name for it', () => {
    expect(renderCharges({ deliveryFeeMinor: 0 }, 'Delivery fee')).toEqual([
      'Subtotal: £10.00',
      'Delivery fee: Free',
    ]);
  });

  it('adds the discount with its code', () => {
    expect(renderCharges({ discountCode: 'SAVE10', discountMinor: 100 })).toEqual([
      'Subtotal: £10.00',
      'Delivery: £3.99',
      'Discount (SAVE10): \u2212£1.00',
    ]);
  });
});
