/** One VAT rate's share of an order: gross includes VAT, as every price does. */
export interface VatRateTotal {
  rateBasisPoints: number;
  grossMinor: number;
  vatMinor: number;
  netMinor: number;
}

import { apportion } from '../../lib/apportion';

export interface VatBreakdownInput {
  lines: ReadonlyArray<{
    vatRateBasisPoints: number;
    lineTotalMinor: number;
    discountMinor: number;
  }>;
  deliveryFeeMinor: number;
}

/**
 * The order's gross split by VAT rate, highest rate first. A line's discount
 * comes off its own rate's goods. The delivery fee carries the VAT of the
 * goods it delivers: it is shared across the rates in proportion to what
 * their goods cost after the discount (before it, when the discount took
 * everything), by largest remainder so the shares add up to the fee exactly. Each rate's VAT is its gross × rate / (100 % + rate), rounded
 * to the nearest minor unit, as a VAT-inclusive price is worked back.
 */
export function vatBreakdown({ lines, deliveryFeeMinor }: VatBreakdownInput): VatRateTotal[] {
  const goodsByRate = new Map<number, { gross: number; paid: number }>();
  for (const line of lines) {
    const goods = goodsByRate.get(line.vatRateBasisPoints) ?? { gross: 0, paid: 0 };
    goods.gross += line.lineTotalMinor;
    goods.paid += line.lineTotalMinor - line.discountMinor;
    goodsByRate.set(line.vatRateBasisPoints, goods);
  }
  const rates = [...goodsByRate.keys()].sort((a, b) => b - a);
  const paid = rates.map((rate) => goodsByRate.get(rate)!.paid);
  const feeShares = apportion(
    deliveryFeeMinor,
    paid.some((minor) => minor > 0) ? paid : rates.map((rate) => goodsByRate.get(rate)!.gross),
  );

  return rates.map((rate, index) => {
    const grossMinor = paid[index]! + feeShares[index]!;
    const vatMinor = Math.round((grossMinor * rate) / (10_000 + rate));
    return { rateBasisPoints: rate, grossMinor, vatMinor, netMinor: grossMinor - vatMinor };
  });
}
