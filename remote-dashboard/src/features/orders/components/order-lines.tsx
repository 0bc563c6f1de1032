import { Link, catalogImageUrl, formatMoney } from '@storefront/shared';
import { productPath } from '@storefront/shared/constants';
import type { Order } from '@storefront/shared/contracts';

/** What was ordered: picture, name (a link to the variant's page), quantity, unit price and line total. */
export function OrderLines({ order }: { order: Order }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <ul className="db-order-lines" aria-label="Items in this order">
      {order.lines.map((line) => (
        <li key={line.productId} className="db-order-lines__line">
          {/* The name beside it says what the picture shows. */}
          <img src={catalogImageUrl(line.image)} alt="" width={56} height={56} loading="lazy" />
          <span className="db-order-lines__name">
            {/* A line knows only its variant's id, whose page opens on it and takes its own address. */}
            <Link to={productPath(line.listedProductId, line.productId)}>{line.name}</Link>
            <span className="db-order-lines__each">
              {line.quantity} × {money(line.unitPriceMinor)}
            </span>
          </span>
          <span className="db-order-lines__total">{money(line.lineTotalMinor)}</span>
        </li>
      ))}
    </ul>
  );
}
