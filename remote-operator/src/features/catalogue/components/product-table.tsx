import { Link } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import type { Column } from '@storefront/ui';
import { unitPrice } from '../lib/price';
import { productName } from '../lib/variants';
import { ProductThumbnail } from './product-thumbnail';
import { PublishedBadge } from './published-badge';
import { StockLevel } from './stock-level';
import { productPath } from '../../../lib/urls/catalogue';

/** The products' columns, each row headed by its picture, name and SKU. */
export const PRODUCT_COLUMNS: readonly Column<OperatorProduct>[] = [
  {
    header: 'Product',
    // Only the name links: the SKU under it is not part of the link's name.
    cell: (product) => (
      <span className="db-cat-table__name">
        <ProductThumbnail image={product.image} />
        <span>
          <Link to={productPath(product.id)}>{productName(product)}</Link>
          <span className="db-op-muted db-op-block">SKU {product.sku}</span>
        </span>
      </span>
    ),
  },
  { header: 'Category', cell: (product) => product.categoryName },
  { header: 'Price', cell: unitPrice, numeric: true },
  { header: 'Stock', cell: (product) => <StockLevel stock={product.stock} />, numeric: true },
  { header: 'Status', cell: (product) => <PublishedBadge published={product.published} /> },
];
