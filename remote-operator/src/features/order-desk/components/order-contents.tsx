import { catalogImageUrl, formatMoney } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { PRODUCT_UNIT_LABELS } from '@storefront/shared/constants';
import { PAYMENT_METHOD_LABELS } from '../lib/order-desk-words';
import { DiscountTotal, isHeldOnCard } from '@storefront/ui';

/** What to pack, line by line, and what it comes to: what is paid, and what is still due. */
export function OrderContents({ order }: { order: OperatorOrder }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const unit = (line: OperatorOrder['lines'][number]) =>
    line.unit === 'each' ? '' : ` ${PRODUCT_UNIT_LABELS[line.unit]}`;
  const closed = order.status === 'completed' || order.status === 'cancelled';
  return (
    <section className="db-op-card" aria-labelledby="db-desk-contents">
      <h2 id="db-desk-contents">{closed ? 'What was ordered' : 'What to pack'}</h2>
      <ul className="db-desk-lines" aria-label="Order lines">
        {order.lines.map((line) => (
          <li key={line.productId} className="db-desk-lines__line">
            {/* The name beside it says what the picture shows. */}
            <img src={catalogImageUrl(line.image)} alt="" width={48} height={48} loading="lazy" />
            <span>
              <span className="db-desk-lines__name">{line.name}</span>
              <span className="db-op-muted db-op-block">
                SKU {line.sku} · {line.quantity} × {money(line.unitPriceMinor)}
                {unit(line)}
              </span>
            </span>
            <span className="db-desk-lines__total">{money(line.lineTotalMinor)}</span>
          </li>
        ))}
      </ul>
      <dl className="db-desk-totals" aria-label="Totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(order.subtotalMinor)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{order.deliveryFeeMinor === 0 ? 'Free' : money(order.deliveryFeeMinor)}</dd>
        </div>
        <DiscountTotal
          code={order.discountCode}
          discountMinor={order.discountMinor}
          currency={order.currency}
        />
        {order.walletPaidMinor > 0 && (
          <div>
            <dt>
              {order.status === 'cancelled' ? 'Refunded to the wallet' : 'Paid from the wallet'}
            </dt>
            <dd>{money(order.walletPaidMinor)}</dd>
          </div>
        )}
        <div className="db-desk-totals__grand">
          <dt>{order.status === 'completed' ? 'Total paid' : 'Total'}</dt>
          <dd>{money(order.totalMinor)}</dd>
        </div>
        <div className="db-desk-totals__due">
          <PaymentOutcome order={order} />
        </div>
      </dl>
    </section>
  );
}

/**
 * Only an open order has an amount due, or held on the card. A completed one
 * was paid (by the wallet, the payment method, or both); a cancelled one has
 * nothing to pay.
 */
function PaymentOutcome({ order }: { order: OperatorOrder }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase();
  if (order.status === 'cancelled') {
    return (
      <>
        <dt>Cancelled</dt>
        <dd>Nothing to pay</dd>
      </>
    );
  }
  if (order.status === 'completed') {
    const byMethodMinor = order.totalMinor - order.walletPaidMinor;
    return (
      <>
        <dt>Paid</dt>
        <dd>{byMethodMinor > 0 ? `${money(byMethodMinor)}, ${method}` : 'From the wallet'}</dd>
      </>
    );
  }
  // The card pays what the wallet did not, and nothing is collected at the door
  // (the API's amount due is 0): held once paid on Stripe's page, taken on completion.
  if (order.paymentMethod === 'card') {
    const cardMinor = money(order.totalMinor - order.walletPaidMinor);
    return isHeldOnCard(order.payments) ? (
      <>
        <dt>Held on the card</dt>
        <dd>{cardMinor}, taken on completion</dd>
      </>
    ) : (
      <>
        <dt>Card payment</dt>
        <dd>{cardMinor}, not paid yet</dd>
      </>
    );
  }
  return (
    <>
      <dt>Amount due</dt>
      <dd>
        {order.amountDueMinor > 0
          ? `${money(order.amountDueMinor)}, ${method}`
          : 'Nothing due: paid from the wallet'}
      </dd>
    </>
  );
}
