import { Link } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { unitPrice } from '../lib/price';
import { StockLevel } from './stock-level';
import { productPath } from '../../../lib/urls/catalogue';

export interface VariantTableProps {
  variants: OperatorProduct[];
  /** The product whose page this is. */
  viewedId: number;
}

/** A product's family, each variant linking to its own page (its stock and ledger). */
export function VariantTable({ variants, viewedId }: VariantTableProps) {
  const [listed] = variants;
  return (
    <table className="db-table db-cat-table db-cat-variant-table">
      <caption className="db-visually-hidden">
        Variants of {listed ? listed.name : 'the product'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">SKU</th>
          <th scope="col" className="db-table__number">
            Price
          </th>
          <th scope="col" className="db-table__number">
            Stock
          </th>
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => {
          const viewed = variant.id === viewedId;
          return (
            <tr key={variant.id} className={viewed ? 'db-cat-variant--viewed' : undefined}>
              <th scope="row" className="db-cat-table__name">
                <Link to={productPath(variant.id)} aria-current={viewed ? 'page' : undefined}>
                  {variant.optionValues.join(', ')}
                </Link>
                {viewed && <span className="db-op-badge db-cat-viewing">Viewing</span>}
              </th>
              <td data-label="SKU">{variant.sku}</td>
              <td data-label="Price" className="db-table__number db-cat-table__price">
                {unitPrice(variant)}
              </td>
              <td data-label="Stock" className="db-table__number">
                <StockLevel stock={variant.stock} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
