import { configureHttpClient } from '@storefront/shared';
import { aProduct } from '../testing/fixtures';
import { pageHead } from './page-head';

const drawnWith = (pathname: string, answers: Record<string, unknown>) => ({
  pathname,
  url: `https://shop.example${pathname}`,
  answer: (key: string) => answers[key],
});

describe('pageHead', () => {
  beforeAll(() => configureHttpClient({ apiBaseUrl: 'https://api.example/api' }));

  it('describes a product page by its product, with schema.org Product data', () => {
    const product = aProduct({ id: 7, priceMinor: 350, stock: 20 });
    const head = pageHead(drawnWith('/products/7', { 'product-7': product }));
    expect(head).toEqual({
      description: 'Black tea with bergamot, 80 bags.',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Earl Grey Tea',
        image: 'https://api.example/api/images/products/earl-grey-tea.svg',
        description: 'Black tea with bergamot, 80 bags.',
        category: 'Drinks',
        offers: {
          '@type': 'Offer',
          price: '3.50',
          priceCurrency: 'GBP',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.example/products/7',
        },
      },
    });
  });

  it('says a product with no stock is out of stock', () => {
    const head = pageHead(drawnWith('/products/7', { 'product-7': aProduct({ stock: 0 }) }));
    expect(head?.structuredData?.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it.each(['/', '/products', '/cart', '/terms'])('leaves %s to the store’s description', (path) => {
    expect(pageHead(drawnWith(path, { 'product-7': aProduct() }))).toBeNull();
  });

  it('says nothing of a product page drawn without its product (one not found)', () => {
    expect(pageHead(drawnWith('/products/999', {}))).toBeNull();
  });
});
