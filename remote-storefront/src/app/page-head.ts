import { catalogImageUrl, type DrawnPage, type PageHead } from '@storefront/shared';
import type { ProductDetail } from '@storefront/shared/contracts';
import { productAnswerKey } from '../features/catalog/api/get-product';
import { pageAt } from './routes';

/** A product as schema.org reads it: what search engines show beside a link to its page. */
function productStructuredData(product: ProductDetail, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: catalogImageUrl(product.image),
    description: product.description,
    category: product.categoryName,
    offers: {
      '@type': 'Offer',
      // Prices are integer minor units of the store's currency (formatMoney's rule).
      price: (product.priceMinor / 100).toFixed(2),
      priceCurrency: product.currency,
      availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      url,
    },
  };
}

/**
 * What a page the host's server drew says about itself: a product page its
 * product's description and structured data; every other page leaves the
 * store's description to stand.
 */
export function pageHead({ pathname, url, answer }: DrawnPage): PageHead | null {
  const { page, params } = pageAt(pathname);
  const product =
    page === 'product-detail' &&
    (answer(productAnswerKey(params.productId!)) as ProductDetail | undefined);
  if (!product) return null;
  return {
    description: product.description,
    structuredData: productStructuredData(product, url),
  };
}
