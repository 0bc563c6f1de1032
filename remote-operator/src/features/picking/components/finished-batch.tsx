import { formatMoney, useSession } from '@storefront/shared';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import type { OrderStatus } from '@storefront/shared/contracts';
import type { FinishBatchResult } from '@storefront/shared/operator-contracts';

/** A finished batch: each order moved on, with its total at what was picked. */
export function FinishedBatch({
  result,
  onPickMore,
}: {
  result: FinishBatchResult;
  onPickMore: () => void;
}) {
  const currency = useSession('store')?.currency ?? 'GBP';
  return (
    <section className="db-op-stack" aria-label="Batch finished">
      <p role="status">Batch finished. Each customer is told.</p>
      <ul className="db-pick-finished">
        {result.orders.map((order) => (
          <li key={order.id}>
            {order.number} · {ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status} ·{' '}
            {formatMoney(order.totalMinor, currency)}
          </li>
        ))}
      </ul>
      <button type="button" className="db-action db-pick-big" onClick={onPickMore}>
        Pick more
      </button>
    </section>
  );
}
