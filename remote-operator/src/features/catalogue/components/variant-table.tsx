import { Link } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { StatusBadge, type Column } from '@storefront/ui';
import { unitPrice } from '../lib/price';
import { StockLevel } from './stock-level';
import { productPath } from '../../../lib/urls/catalogue';

/** A product's family, each variant linking to its own page (its stock and ledger); `viewedId`'s is marked. */
export function variantColumns(viewedId: number): readonly Column<OperatorProduct>[] {
  return [
    {
      header: 'Variant',
      cell: (variant) => {
        const viewed = variant.id === viewedId;
        return (
          <span className="db-cat-table__name">
            <Link to={productPath(variant.id)} aria-current={viewed ? 'page' : undefined}>
              {variant.optionValues.join(', ')}
            </Link>
            {viewed && (
              <StatusBadge tone="neutral" className="db-cat-viewing">
                Viewing
              </StatusBadge>
            )}
          </span>
        );
      },
    },
    { header: 'SKU', cell: (variant) => variant.sku },
    { header: 'Barcode', cell: (variant) => variant.gtin ?? '' },
    { header: 'Price', cell: unitPrice, numeric: true },
    { header: 'Stock', cell: (variant) => <StockLevel stock={variant.stock} />, numeric: true },
  ];
}
