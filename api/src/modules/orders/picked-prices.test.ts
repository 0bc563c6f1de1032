import { valueOf } from '../problem-reports/refund';
import { pricePicked, type PickedLine } from './picked-prices';

// Issue 45: a line short at picking is settled by the same rule as a problem
// report of the missing items, so the customer gets back the same pennies
// whichever way the store finds out.

const NO_HOLD = null;

/** The customer's money back for a line of `ordered`, `found` of them on the shelf, as picking settles it. */
function shortAtPicking(
  line: Omit<PickedLine, 'pickedQuantity' | 'weightGrams'>,
  ordered: number,
  found: number,
) {
  const order = { deliveryFeeMinor: 0, walletPaidMinor: 0 };
  const priced = (picked: number) =>
    pricePicked(order, [{ ...line, pickedQuantity: picked, weightGrams: null }], NO_HOLD);
  return priced(ordered).totalMinor - priced(found).totalMinor;
}

describe('a short line, priced at picking', () => {
  it.each([
    // unit price, quantity, discount, found
    [250, 3, 100, 1],
    [199, 7, 333, 2],
    [1000, 2, 1, 1],
    [75, 12, 899, 0],
    [333, 5, 250, 4],
    [120, 1, 60, 0],
  ])(
    '%ip ×%i with %ip off, %i found: gives back what a problem report of the missing ones would',
    (unitPriceMinor, quantity, discountMinor, found) => {
      const line = {
        productId: 7,
        unit: 'each' as const,
        unitPriceMinor,
        lineTotalMinor: unitPriceMinor * quantity,
        discountMinor,
      };

      const reported = valueOf({ ...line, name: 'Tea', quantity }, 0, quantity - found);

      expect(shortAtPicking(line, quantity, found)).toBe(reported);
    },
  );
});
