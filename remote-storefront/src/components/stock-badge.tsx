import './product-card.css';

/** At or below this many, the customer is told how many are left. */
export const LOW_STOCK = 5;

export function StockBadge({ stock }: { stock: number }) {
  if (stock < 1) return <p className="sf-stock sf-stock--out">Out of stock</p>;
  if (stock <= LOW_STOCK) return <p className="sf-stock sf-stock--low">Only {stock} left</p>;
  return <p className="sf-stock sf-stock--in">In stock</p>;
}
