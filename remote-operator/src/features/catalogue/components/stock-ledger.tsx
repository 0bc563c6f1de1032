import { Link } from '@storefront/shared';
import type { StockMovement } from '@storefront/shared/operator-contracts';
import { STOCK_MOVEMENT_LABELS } from '@storefront/shared/constants';
import { signedChange } from '../lib/stock';
import { storeOrderPath } from '../../../lib/urls/orders';
import { formatDayAndTime } from '@storefront/ui';

/** Who or what moved the stock: the operator, the order, or both. */
function MovedBy({ movement }: { movement: StockMovement }) {
  const order = movement.orderId && movement.orderNumber && (
    <Link className="db-op-block" to={storeOrderPath(movement.orderId)}>
      Order {movement.orderNumber}
    </Link>
  );
  if (!movement.operator && !order) return <span className="db-op-muted">—</span>;
  return (
    <>
      {movement.operator && <span className="db-op-block">{movement.operator.name}</span>}
      {order}
    </>
  );
}

/** The stock ledger, newest first; under 40rem each entry becomes a card (catalogue.css). */
export function StockLedger({ movements }: { movements: StockMovement[] }) {
  return (
    <table className="db-table db-cat-table db-cat-ledger">
      <caption className="db-visually-hidden">Stock ledger, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col" className="db-table__number">
            Change
          </th>
          <th scope="col" className="db-table__number">
            Balance
          </th>
          <th scope="col">By</th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={movement.id}>
            <td data-label="When">
              <time dateTime={movement.createdAt}>{formatDayAndTime(movement.createdAt)}</time>
            </td>
            <td data-label="What">{STOCK_MOVEMENT_LABELS[movement.kind]}</td>
            <td
              data-label="Change"
              className={`db-table__number db-cat-change db-cat-change--${
                movement.quantityChange < 0 ? 'out' : 'in'
              }`}
            >
              {signedChange(movement.quantityChange)}
            </td>
            <td data-label="Balance" className="db-table__number">
              {movement.balanceAfter}
            </td>
            <td data-label="By">
              <MovedBy movement={movement} />
            </td>
            <td data-label="Note">{movement.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
