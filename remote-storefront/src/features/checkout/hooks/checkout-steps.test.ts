import type { CheckoutDraft } from '@storefront/shared/contracts';
import { HOME } from '../../../testing/fixtures';
import { stepOfPath, stepToShow, visibleSteps, type CheckoutFlags } from './checkout-steps';

const ASK_ALL: CheckoutFlags = { askDelivery: true, askAddress: true };

function aDraft(change: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return { userId: 'u-1', step: 'delivery', deliveryOption: 'delivery', address: null, ...change };
}

describe('checkout steps', () => {
  it.each([
    ['delivery', 'delivery'],
    ['review/', 'review'],
    ['payment', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads the step of /checkout/%s', (rest, step) => {
    expect(stepOfPath(rest)).toBe(step);
  });

  it('has an address step for home delivery only', () => {
    expect(visibleSteps(aDraft(), ASK_ALL)).toEqual(['delivery', 'address', 'review']);
    expect(visibleSteps(aDraft({ deliveryOption: 'pickup' }), ASK_ALL)).toEqual([
      'delivery',
      'review',
    ]);
  });

  it('keeps the address step, when the customer is not asked, only until an address is known', () => {
    const flags = { askDelivery: false, askAddress: false };
    expect(visibleSteps(aDraft(), flags)).toEqual(['address', 'review']);
    expect(visibleSteps(aDraft({ address: HOME }), flags)).toEqual(['review']);
  });

  it.each([
    ['a fresh checkout at the bare path', aDraft(), undefined, 'delivery'],
    ['a step already reached', aDraft({ step: 'review', address: HOME }), 'address', 'address'],
    ['a step not reached yet', aDraft({ step: 'address' }), 'review', 'address'],
    [
      'the review of a delivery whose address is gone',
      aDraft({ step: 'review' }),
      'review',
      'address',
    ],
    [
      'the address step of a pickup',
      aDraft({ step: 'review', deliveryOption: 'pickup' }),
      'address',
      'review',
    ],
    [
      'a finished checkout at the bare path',
      aDraft({ step: 'review', address: HOME }),
      undefined,
      'review',
    ],
  ] as const)('shows %s', (_, draft, requested, shown) => {
    expect(stepToShow(requested, draft, visibleSteps(draft, ASK_ALL))).toBe(shown);
  });
});
