import { Link } from '@storefront/shared';
import type { ReorderResponse } from '@storefront/shared/contracts';

type Unavailable = ReorderResponse['unavailable'][number];

function why({ reason, addedQuantity }: Unavailable): string {
  switch (reason) {
    case 'out_of_stock':
      return 'out of stock';
    case 'no_longer_sold':
      return 'no longer sold';
    case 'not_enough_stock':
      return addedQuantity > 0
        ? `not enough in stock, so ${addedQuantity} went in`
        : 'not enough in stock';
  }
}

/** What the reorder put back into the cart, and what it could not, with the reasons. */
export function ReorderResult({ result }: { result: ReorderResponse }) {
  const { added, unavailable } = result;
  return (
    <section className="db-card db-reorder" role="status" aria-labelledby="db-reorder-title">
      <h2 id="db-reorder-title">
        {added.length > 0 ? 'Back in your cart' : 'Nothing went back into your cart'}
      </h2>
      {added.length > 0 && (
        <ul aria-label="Added to your cart">
          {added.map((line) => (
            <li key={line.productId}>
              {line.quantity} × {line.name}
            </li>
          ))}
        </ul>
      )}
      {unavailable.length > 0 && (
        <>
          <p>Not available:</p>
          <ul aria-label="Not available">
            {unavailable.map((line) => (
              <li key={line.productId}>
                {line.name}: {why(line)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to="/cart">Go to your cart</Link>
    </section>
  );
}
