import { Link } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { unitPrice } from '../lib/price';
import { productName } from '../lib/variants';
import { ProductThumbnail } from './product-thumbnail';
import { PublishedBadge } from './published-badge';
import { StockLevel } from './stock-level';
import { productPath } from '../../../lib/urls/catalogue';

/** The products of one page; under 40rem each row becomes a card (catalogue.css). */
export function ProductTable({ products }: { products: OperatorProduct[] }) {
  return (
    <table className="db-table db-cat-table">
      <caption className="db-visually-hidden">The store&apos;s products</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="db-visually-hidden">Picture</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col">Category</th>
          <th scope="col" className="db-table__number">
            Price
          </th>
          <th scope="col" className="db-table__number">
            Stock
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <td className="db-cat-table__picture">
              <ProductThumbnail image={product.image} />
            </td>
            <th scope="row" className="db-cat-table__name">
              <Link to={productPath(product.id)}>{productName(product)}</Link>
              <span className="db-op-muted db-op-block">SKU {product.sku}</span>
            </th>
            <td data-label="Category">{product.categoryName}</td>
            <td data-label="Price" className="db-table__number db-cat-table__price">
              {unitPrice(product)}
            </td>
            <td data-label="Stock" className="db-table__number">
              <StockLevel stock={product.stock} />
            </td>
            <td data-label="Status">
              <PublishedBadge published={product.published} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
