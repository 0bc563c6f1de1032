import { describeLineCut } from './cart-words';

describe('describeLineCut', () => {
  const name = 'Sourdough Loaf';

  it.each([
    [{ requested: 9999, granted: 22 }, "Only 22 left — we've added 22"],
    [
      { requested: 30, granted: 22, before: 5 },
      "Only 22 left — we've added 17, so your cart has 22",
    ],
    [{ requested: 27, granted: 22, before: 22 }, 'Only 22 left — your cart already has 22'],
    [{ requested: 9999, granted: 99 }, "You can have up to 99 — we've added 99"],
    [{ requested: 3, granted: 0 }, 'Sourdough Loaf is out of stock.'],
  ])('says %j as %j', (cut, expected) => {
    expect(describeLineCut({ name, ...cut })).toBe(expected);
  });
});
