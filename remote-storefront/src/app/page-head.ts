import { catalogueImageUrl, type DrawnPage, type PageHead } from '@storefront/shared';
import { productPath, variantName } from '@storefront/shared/constants';
import type { ProductDetail } from '@storefront/shared/contracts';
import { productAnswerKey } from '../features/catalogue/api/get-product';
import { linkedVariantId, openingVariant } from '../features/catalogue/hooks/use-variant-choice';
import { pageAt } from './routes';

/**
 * A product as schema.org reads it: what search engines show beside a link to
 * its page. Each variant is an offer of its own, at its own price and stock,
 * with its own address.
 */
function productStructuredData(product: ProductDetail, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    // Absolute, as search engines read it, wherever the deployment serves pictures from.
    image: new URL(catalogueImageUrl(product.image), origin).href,
    description: product.description,
    category: product.categoryName,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variantName(product.name, variant.optionValues),
      sku: variant.sku,
      // Prices are integer minor units of the store's currency (formatMoney's rule).
      price: (variant.priceMinor / 100).toFixed(2),
      priceCurrency: product.currency,
      availability: `https://schema.org/${variant.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      url: `${origin}${productPath(product.id, variant.id)}`,
    })),
  };
}

/**
 * What a page the host's server drew says about itself: a product page its
 * product's description and structured data, and the address of the variant
 * it shows; every other page leaves the store's description to stand.
 */
export function pageHead({ pathname, url, answer }: DrawnPage): PageHead | null {
  const { page, params } = pageAt(pathname);
  const product =
    page === 'product-detail' &&
    (answer(productAnswerKey(params.productId!)) as ProductDetail | undefined);
  if (!product) return null;
  const { origin, searchParams } = new URL(url);
  const shown = openingVariant(
    product.variants,
    linkedVariantId(Number(params.productId), searchParams),
  );
  return {
    canonicalPath: productPath(product.id, shown?.id),
    description: product.description,
    structuredData: productStructuredData(product, origin),
  };
}
