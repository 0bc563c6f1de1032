import { formatMoney } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import {
  effectiveSubstitution,
  lineQuantityText,
  substitutionNote,
} from '@storefront/shared/constants';
import { cameWords } from '../../../lib/offer-words';
import { PAYMENT_METHOD_LABELS } from '../lib/order-desk-words';
import { cardHold, OrderCharges, OrderLineList } from '@storefront/ui';

/** What to pack, line by line, and what it comes to: what is paid, and what is still due. */
export function OrderContents({ order }: { order: OperatorOrder }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const closed = order.status === 'completed' || order.status === 'cancelled';
  return (
    <section className="db-card" aria-labelledby="db-desk-contents">
      <h2 id="db-desk-contents">{closed ? 'What was ordered' : 'What to pack'}</h2>
      <OrderLineList
        label="Order lines"
        lines={order.lines}
        currency={order.currency}
        imageSize={48}
        name={(line) => line.name}
        detail={(line) =>
          [
            ...cameWords(line, money),
            `SKU ${line.sku}`,
            lineQuantityText(line, money),
            // A line that came in place of another has no choice of its own to show.
            ...(line.substituteFor
              ? []
              : [substitutionNote(effectiveSubstitution(line, order.substitutionDefault))]),
          ].join(' · ')
        }
      />
      <dl className="db-desk-totals" aria-label="Totals">
        <OrderCharges order={order} />
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
    const hold = cardHold(order.payments);
    // The hold is what the card was asked for: with weighed items, more than the total.
    return hold ? (
      <>
        <dt>Held on the card</dt>
        <dd>{money(hold.amountMinor)}, what was picked taken on completion</dd>
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
