import { StatusBadge } from '@storefront/ui';
import { isLowStock } from '../lib/stock';

/** A stock count, marked in words (not only colour) when it is running low. */
export function StockLevel({ stock }: { stock: number }) {
  if (!isLowStock(stock)) return <span className="db-cat-stock">{stock}</span>;
  return (
    <span className="db-cat-stock db-cat-stock--low">
      {stock} <StatusBadge tone="bad">{stock === 0 ? 'Out of stock' : 'Low'}</StatusBadge>
    </span>
  );
}
