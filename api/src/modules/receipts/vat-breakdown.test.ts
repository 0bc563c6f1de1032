import { vatBreakdown } from './vat-breakdown';

describe('vatBreakdown', () => {
  it('works the VAT back out of VAT-inclusive prices, one row per rate, highest first', () => {
    const rows = vatBreakdown({
      lines: [
        { vatRateBasisPoints: 0, lineTotalMinor: 300, discountMinor: 0 },
        { vatRateBasisPoints: 2000, lineTotalMinor: 600, discountMinor: 0 },
        { vatRateBasisPoints: 2000, lineTotalMinor: 600, discountMinor: 0 },
      ],
      deliveryFeeMinor: 0,
    });
    expect(rows).toEqual([
      { rateBasisPoints: 2000, grossMinor: 1200, vatMinor: 200, netMinor: 1000 },
      { rateBasisPoints: 0, grossMinor: 300, vatMinor: 0, netMinor: 300 },
    ]);
  });

  it('shares the delivery fee across the rates by their goods, adding up to the fee exactly', () => {
    const rows = vatBreakdown({
      lines: [
        { vatRateBasisPoints: 2000, lineTotalMinor: 100, discountMinor: 0 },
        { vatRateBasisPoints: 500, lineTotalMinor: 100, discountMinor: 0 },
        { vatRateBasisPoints: 0, lineTotalMinor: 100, discountMinor: 0 },
      ],
      deliveryFeeMinor: 299,
    });
    expect(rows.map((row) => row.grossMinor - 100)).toEqual([100, 100, 99]);
    expect(rows.reduce((sum, row) => sum + row.grossMinor, 0)).toBe(599);
    expect(rows[0]).toEqual({
      rateBasisPoints: 2000,
      grossMinor: 200,
      vatMinor: 33,
      netMinor: 167,
    });
    expect(rows[1]).toEqual({ rateBasisPoints: 500, grossMinor: 200, vatMinor: 10, netMinor: 190 });
  });

  it('puts all of the fee on the only rate there is', () => {
    expect(
      vatBreakdown({
        lines: [{ vatRateBasisPoints: 0, lineTotalMinor: 1250, discountMinor: 0 }],
        deliveryFeeMinor: 299,
      }),
    ).toEqual([{ rateBasisPoints: 0, grossMinor: 1549, vatMinor: 0, netMinor: 1549 }]);
  });

  it('takes each line’s discount off its own rate, and shares the fee by what is left', () => {
    const rows = vatBreakdown({
      lines: [
        { vatRateBasisPoints: 2000, lineTotalMinor: 1200, discountMinor: 600 },
        { vatRateBasisPoints: 0, lineTotalMinor: 600, discountMinor: 0 },
      ],
      deliveryFeeMinor: 300,
    });
    expect(rows).toEqual([
      { rateBasisPoints: 2000, grossMinor: 750, vatMinor: 125, netMinor: 625 },
      { rateBasisPoints: 0, grossMinor: 750, vatMinor: 0, netMinor: 750 },
    ]);
  });

  it('shares the fee by the goods before the discount when the discount took all of them', () => {
    const rows = vatBreakdown({
      lines: [
        { vatRateBasisPoints: 2000, lineTotalMinor: 300, discountMinor: 300 },
        { vatRateBasisPoints: 0, lineTotalMinor: 100, discountMinor: 100 },
      ],
      deliveryFeeMinor: 400,
    });
    expect(rows.map((row) => row.grossMinor)).toEqual([300, 100]);
  });
});
