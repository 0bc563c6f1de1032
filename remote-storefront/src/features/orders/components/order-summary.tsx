import { Link, formatMoney, formatSlot, useSession } from '@storefront/shared';
import { lineQuantityText, productPath } from '@storefront/shared/constants';
import type { Order } from '@storefront/shared/contracts';
import { OrderCharges } from '@storefront/ui';
import { PostalAddress } from '../../../components/postal-address';
import { ProductImage } from '../../../components/product-image';
import { PAYMENT_LABELS } from '../../../lib/payment';

/** What was ordered, what it cost, and how it reaches the customer. */
export function OrderSummary({ order }: { order: Order }) {
  const storeName = useSession('store')?.name ?? 'the store';
  const money = (minor: number) => formatMoney(minor, order.currency);
  const delivery = order.deliveryOption === 'delivery';

  return (
    <div className="sf-confirmation__grid">
      <section className="sf-card" aria-labelledby="sf-order-items">
        <h2 id="sf-order-items">What you ordered</h2>
        <ul className="sf-order-lines">
          {order.lines.map((line) => (
            <li key={line.productId}>
              <div className="sf-order-lines__image">
                <ProductImage image={line.image} size={64} />
              </div>
              <span>
                {/* A line knows only its variant's id, whose page opens on it and takes its own address. */}
                <Link to={productPath(line.listedProductId, line.productId)}>{line.name}</Link>
                <span className="sf-order-lines__each">{lineQuantityText(line, money)}</span>
              </span>
              <span className="sf-order-lines__total">{money(line.lineTotalMinor)}</span>
            </li>
          ))}
        </ul>
        <dl className="sf-totals">
          <OrderCharges order={order} />
          <div className="sf-totals__grand">
            <dt>Total</dt>
            <dd>{money(order.totalMinor)}</dd>
          </div>
        </dl>
      </section>
      <section className="sf-card" aria-labelledby="sf-order-handover">
        <h2 id="sf-order-handover">{delivery ? 'Home delivery' : 'Store pickup'}</h2>
        {delivery && order.address ? (
          <PostalAddress {...order.address} />
        ) : (
          <p>Pick up at {storeName}</p>
        )}
        {order.slot && (
          <>
            <h3>{delivery ? 'Delivery slot' : 'Pickup slot'}</h3>
            <p>{formatSlot(order.slot)}</p>
          </>
        )}
        <h3>Payment</h3>
        <p>{PAYMENT_LABELS[order.paymentMethod]}</p>
      </section>
    </div>
  );
}
