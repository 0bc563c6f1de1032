/** One VAT rate's share of an order: gross includes VAT, as every price does. */
export interface VatRateTotal {
  rateBasisPoints: number;
  grossMinor: number;
  vatMinor: number;
  netMinor: number;
}

export interface VatBreakdownInput {
  lines: ReadonlyArray<{ vatRateBasisPoints: number; lineTotalMinor: number }>;
  deliveryFeeMinor: number;
}

/**
 * The order's gross split by VAT rate, highest rate first. The delivery fee
 * carries the VAT of the goods it delivers: it is shared across the rates in
 * proportion to their goods, by largest remainder so the shares add up to the
 * fee exactly. Each rate's VAT is its gross × rate / (100 % + rate), rounded
 * to the nearest minor unit, as a VAT-inclusive price is worked back.
 */
export function vatBreakdown({ lines, deliveryFeeMinor }: VatBreakdownInput): VatRateTotal[] {
  const goodsByRate = new Map<number, number>();
  for (const line of lines) {
    const rate = line.vatRateBasisPoints;
    goodsByRate.set(rate, (goodsByRate.get(rate) ?? 0) + line.lineTotalMinor);
  }
  const rates = [...goodsByRate.keys()].sort((a, b) => b - a);
  const goodsTotal = rates.reduce((sum, rate) => sum + goodsByRate.get(rate)!, 0);

  const shares = rates.map((rate) => {
    const exact = goodsTotal === 0 ? 0 : (deliveryFeeMinor * goodsByRate.get(rate)!) / goodsTotal;
    return { rate, minor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = deliveryFeeMinor - shares.reduce((sum, share) => sum + share.minor, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    share.minor += 1;
    left -= 1;
  }

  return shares.map(({ rate, minor }) => {
    const grossMinor = goodsByRate.get(rate)! + minor;
    const vatMinor = Math.round((grossMinor * rate) / (10_000 + rate));
    return { rateBasisPoints: rate, grossMinor, vatMinor, netMinor: grossMinor - vatMinor };
  });
}
