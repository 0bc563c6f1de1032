import { configureCatalogueImages, configureHttpClient } from '@storefront/shared';
import { aProduct, aProductWithOptions } from '../testing/fixtures';
import { pageHead } from './page-head';

const drawnWith = (address: string, answers: Record<string, unknown>) => ({
  pathname: address.split('?')[0]!,
  url: `https://shop.example${address}`,
  answer: (key: string) => answers[key],
});

describe('pageHead', () => {
  beforeAll(() => configureHttpClient({ apiBaseUrl: 'https://api.example/api' }));

  it('describes a product page by its product, with schema.org Product data', () => {
    const product = aProduct({ id: 7, priceMinor: 350, stock: 20 });
    const head = pageHead(drawnWith('/products/7', { 'product-7': product }));
    expect(head).toEqual({
      canonicalPath: '/products/7',
      description: 'Black tea with bergamot, 80 bags.',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Earl Grey Tea',
        image: 'https://api.example/api/images/products/earl-grey-tea.svg',
        description: 'Black tea with bergamot, 80 bags.',
        category: 'Drinks',
        offers: [
          {
            '@type': 'Offer',
            name: 'Earl Grey Tea',
            sku: 'SKU-7',
            price: '3.50',
            priceCurrency: 'GBP',
            availability: 'https://schema.org/InStock',
            url: 'https://shop.example/products/7',
          },
        ],
      },
    });
  });

  it('gives the picture as an absolute address when pictures come from the page’s own origin', () => {
    configureCatalogueImages('/images');
    try {
      const head = pageHead(drawnWith('/products/7', { 'product-7': aProduct({ id: 7 }) }));
      expect(head?.structuredData?.image).toBe(
        'https://shop.example/images/products/earl-grey-tea.svg',
      );
    } finally {
      configureCatalogueImages(undefined);
    }
  });

  it('says a product with no stock is out of stock', () => {
    const head = pageHead(drawnWith('/products/7', { 'product-7': aProduct({ stock: 0 }) }));
    expect(head?.structuredData?.offers).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('offers each variant at its own price, stock and address', () => {
    const head = pageHead(drawnWith('/products/20', { 'product-20': aProductWithOptions() }));
    expect(head?.structuredData?.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'House Coffee – 250 g, Whole bean',
        sku: 'COF-250-W',
        price: '4.50',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/products/20',
      },
      expect.objectContaining({
        name: 'House Coffee – 250 g, Ground',
        sku: 'COF-250-G',
        price: '4.50',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shop.example/products/20?variant=21',
      }),
      expect.objectContaining({
        name: 'House Coffee – 1 kg, Whole bean',
        sku: 'COF-1K-W',
        price: '14.00',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/products/20?variant=22',
      }),
    ]);
  });

  it.each([
    ['/products/20?variant=22', 'product-20'],
    ['/products/20?utm_source=mail&variant=22', 'product-20'],
    // An older link, by the variant's own id.
    ['/products/22', 'product-22'],
  ])('names the variant %s shows as the page’s canonical address', (address, key) => {
    const head = pageHead(drawnWith(address, { [key]: aProductWithOptions() }));
    expect(head?.canonicalPath).toBe('/products/20?variant=22');
  });

  it('names the variant the page opens on when the address names none of the product’s', () => {
    const head = pageHead(
      drawnWith('/products/20?variant=999', { 'product-20': aProductWithOptions() }),
    );
    expect(head?.canonicalPath).toBe('/products/20');
  });

  it.each(['/', '/products', '/cart', '/terms'])('leaves %s to the store’s description', (path) => {
    expect(pageHead(drawnWith(path, { 'product-7': aProduct() }))).toBeNull();
  });

  it('says nothing of a product page drawn without its product (one not found)', () => {
    expect(pageHead(drawnWith('/products/999', {}))).toBeNull();
  });
});
