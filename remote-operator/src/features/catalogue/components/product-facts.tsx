import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { ProductThumbnail } from './product-thumbnail';

/**
 * The product's details and picture as they are, for a role that may see the
 * catalogue but not change it (the page's summary has its SKU, price and VAT).
 */
export function ProductFacts({ product }: { product: OperatorProduct }) {
  return (
    <section className="db-card" aria-labelledby="db-cat-details">
      <h2 id="db-cat-details">Details</h2>
      <ProductThumbnail image={product.image} alt={`Picture of ${product.name}`} size={128} />
      <dl className="db-cat-facts">
        <dt>Category</dt>
        <dd>{product.categoryName}</dd>
        <dt>Barcode</dt>
        <dd>{product.gtin ?? <span className="db-op-muted">None</span>}</dd>
        <dt>Featured</dt>
        <dd>{product.featured ? 'Yes, on the shop’s home page' : 'No'}</dd>
        <dt>Description</dt>
        <dd>{product.description || <span className="db-op-muted">None</span>}</dd>
      </dl>
    </section>
  );
}
