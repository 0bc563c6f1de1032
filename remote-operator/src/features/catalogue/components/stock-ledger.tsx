import { Link } from '@storefront/shared';
import type { StockMovement } from '@storefront/shared/operator-contracts';
import { STOCK_MOVEMENT_LABELS } from '@storefront/shared/constants';
import { signedChange } from '../lib/stock';
import { storeOrderPath } from '../../../lib/urls/orders';
import { formatDayAndTime, type Column } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

/** Who or what moved the stock: the operator, the order, or both. */
function MovedBy({ movement }: { movement: StockMovement }) {
  const mayOpenOrder = useMay('orders.read');
  const order =
    movement.orderId &&
    movement.orderNumber &&
    (mayOpenOrder ? (
      <Link className="db-op-block" to={storeOrderPath(movement.orderId)}>
        Order {movement.orderNumber}
      </Link>
    ) : (
      <span className="db-op-block">Order {movement.orderNumber}</span>
    ));
  if (!movement.operator && !order) return <span className="db-op-muted">—</span>;
  return (
    <>
      {movement.operator && <span className="db-op-block">{movement.operator.name}</span>}
      {order}
    </>
  );
}

/** The stock ledger's columns, newest entry first. */
export const LEDGER_COLUMNS: readonly Column<StockMovement>[] = [
  {
    header: 'When',
    cell: (movement) => (
      <time dateTime={movement.createdAt}>{formatDayAndTime(movement.createdAt)}</time>
    ),
  },
  { header: 'What', cell: (movement) => STOCK_MOVEMENT_LABELS[movement.kind] },
  {
    header: 'Change',
    cell: ({ quantityChange }) => (
      <span className={`db-cat-change--${quantityChange < 0 ? 'out' : 'in'}`}>
        {signedChange(quantityChange)}
      </span>
    ),
    numeric: true,
  },
  { header: 'Balance', cell: (movement) => movement.balanceAfter, numeric: true },
  { header: 'By', cell: (movement) => <MovedBy movement={movement} /> },
  { header: 'Note', cell: (movement) => movement.note },
];
