import { productPath, variantName } from './product-variants';

describe('productPath', () => {
  it('is the product’s page for its listed variant, and for a product without options', () => {
    expect(productPath(51)).toBe('/products/51');
    expect(productPath(51, 51)).toBe('/products/51');
  });

  it('names any other variant in the query', () => {
    expect(productPath(51, 73)).toBe('/products/51?variant=73');
  });
});

describe('variantName', () => {
  it('adds the option values to the product’s name', () => {
    expect(variantName('Oat Flapjack', ['Box of 6'])).toBe('Oat Flapjack – Box of 6');
    expect(variantName('Earl Grey Tea', [])).toBe('Earl Grey Tea');
  });
});
