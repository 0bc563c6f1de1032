import { formatSlot } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import {
  effectiveSubstitution,
  PRODUCT_UNIT_LABELS,
  substitutionNote,
} from '@storefront/shared/constants';
import { groupByCategory } from '../lib/group-by-category';
import { DELIVERY_OPTION_LABELS, SLOT_LABELS } from '../lib/order-desk-words';
import '../../../components/pick-list.css';
import { readableMobile } from '@storefront/ui';

function Destination({ order }: { order: OperatorOrder }) {
  if (order.address) {
    const { recipient, line1, line2, city, postcode, phone } = order.address;
    return (
      <>
        {[recipient, line1, line2, city, postcode].filter(Boolean).join(', ')}
        {phone && ` · ${readableMobile(phone)}`}
      </>
    );
  }
  if (order.pickupPoint) return <>{`${order.pickupPoint.name}, ${order.pickupPoint.address}`}</>;
  return <>At the store</>;
}

/**
 * What to take off the shelves, aisle by aisle, with a box to tick for each
 * line and what the customer wants if the shelf is short. It is the only part of the page that prints (components/pick-list.css).
 */
export function PickList({ order }: { order: OperatorOrder }) {
  const itemCount = order.lines.reduce((count, line) => count + line.quantity, 0);
  return (
    <section className="db-pick-list" aria-labelledby="db-pick-list-title">
      <div className="db-pick-list__header">
        <h2 id="db-pick-list-title">Pick list</h2>
        <button
          type="button"
          className="db-action db-pick-list__print"
          onClick={() => window.print()}
        >
          Print pick list
        </button>
      </div>
      <dl className="db-pick-list__facts">
        <div>
          <dt>Order</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>{order.customer.name}</dd>
        </div>
        <div>
          <dt>{DELIVERY_OPTION_LABELS[order.deliveryOption]}</dt>
          <dd>
            <Destination order={order} />
          </dd>
        </div>
        {order.slot && (
          <div>
            <dt>{SLOT_LABELS[order.deliveryOption]}</dt>
            <dd>{formatSlot(order.slot)}</dd>
          </div>
        )}
        <div>
          <dt>Items</dt>
          <dd>
            {itemCount} in {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'}
          </dd>
        </div>
      </dl>
      {groupByCategory(order.lines).map(({ category, lines }) => (
        <div key={category} className="db-pick-list__group">
          <h3>{category}</h3>
          <ul className="db-pick-list__lines" aria-label={category}>
            {lines.map((line) => {
              const id = `db-pick-${order.id}-${line.productId}`;
              return (
                <li key={line.productId} className="db-pick-list__line">
                  <input id={id} type="checkbox" aria-describedby={`${id}-details`} />
                  <label htmlFor={id}>{line.name}</label>
                  <span id={`${id}-details`} className="db-pick-list__details">
                    <span className="db-pick-list__quantity">
                      × {line.quantity}
                      {line.unit === 'per_kg' && ` (${PRODUCT_UNIT_LABELS.per_kg})`}
                    </span>
                    <span className="db-pick-list__sku">SKU {line.sku}</span>
                    <span className="db-pick-list__sub">
                      {substitutionNote(effectiveSubstitution(line, order.substitutionDefault))}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
