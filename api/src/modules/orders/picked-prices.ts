import { weighedPriceMinor, type ProductUnit } from '@storefront/shared/contracts';

// What an order comes to once it is picked: each line at what went in the
// tote (a short line at what was found, a weighed one at its real weight),
// never more than the customer's payment was held for.

/** An order line as checkout priced it, with what picking settled for it. */
export interface PickedLine {
  productId: number;
  unit: ProductUnit;
  unitPriceMinor: number;
  lineTotalMinor: number;
  discountMinor: number;
  pickedQuantity: number;
  /** Sold by weight: what the picked goods weigh together; null when none were picked. */
  weightGrams: number | null;
  /** A substitute that came for a short line: the product ordered. */
  substituteFor?: number;
}

export interface PickedPrices {
  lines: {
    productId: number;
    substituteFor?: number;
    quantity: number;
    weightGrams: number | null;
    lineTotalMinor: number;
    discountMinor: number;
  }[];
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  itemCount: number;
  /** What the wallet paid of the new total; less than before when the total fell below it. */
  walletPaidMinor: number;
  /** What goes back to the wallet: the part it paid of goods that did not come. */
  walletRefundMinor: number;
  /** What the real weights came to over the held amount, which the store does not charge. */
  waivedMinor: number;
}

const chargedFor = (line: PickedLine): number => {
  if (line.pickedQuantity === 0) return 0;
  if (line.unit === 'per_kg') return weighedPriceMinor(line.unitPriceMinor, line.weightGrams!);
  return line.unitPriceMinor * line.pickedQuantity;
};

/**
 * Each line keeps the part of the discount it had, in proportion to what it
 * now costs, and never more than it had: a short line gives its share back
 * as a problem report's refund would, and a heavier one gains none.
 */
const discountShare = (line: PickedLine, chargedMinor: number): number =>
  Math.min(
    line.discountMinor,
    line.lineTotalMinor === 0
      ? 0
      : Math.floor((line.discountMinor * chargedMinor) / line.lineTotalMinor),
  );

/**
 * The order priced at what was picked. `heldMinor` is what the payment beside
 * the wallet was held for (null when the wallet paid it all): the total never
 * asks it for more, and whatever real weights and substitutes came to over it
 * is waived, from the last such line back.
 */
export function pricePicked(
  order: { deliveryFeeMinor: number; walletPaidMinor: number },
  picked: PickedLine[],
  heldMinor: number | null,
): PickedPrices {
  const lines = picked.map((line) => {
    const lineTotalMinor = chargedFor(line);
    return {
      productId: line.productId,
      ...(line.substituteFor !== undefined && { substituteFor: line.substituteFor }),
      unit: line.unit,
      quantity: line.pickedQuantity,
      weightGrams: line.pickedQuantity === 0 ? null : line.weightGrams,
      lineTotalMinor,
      discountMinor: discountShare(line, lineTotalMinor),
    };
  });
  const totalOf = () =>
    lines.reduce((sum, line) => sum + line.lineTotalMinor - line.discountMinor, 0) +
    order.deliveryFeeMinor;
  const mostMinor = order.walletPaidMinor + (heldMinor ?? 0);
  let over = Math.max(0, totalOf() - mostMinor);
  const waivedMinor = over;
  for (const line of [...lines].reverse()) {
    if (over === 0) break;
    if (line.unit !== 'per_kg' && line.substituteFor === undefined) continue;
    const take = Math.min(over, line.lineTotalMinor - line.discountMinor);
    line.lineTotalMinor -= take;
    over -= take;
  }
  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const discountMinor = lines.reduce((sum, line) => sum + line.discountMinor, 0);
  const totalMinor = subtotalMinor + order.deliveryFeeMinor - discountMinor;
  const walletPaidMinor = Math.min(order.walletPaidMinor, totalMinor);
  return {
    lines: lines.map(({ unit: _, ...line }) => line),
    subtotalMinor,
    discountMinor,
    totalMinor,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    walletPaidMinor,
    walletRefundMinor: order.walletPaidMinor - walletPaidMinor,
    waivedMinor: waivedMinor - over,
  };
}
