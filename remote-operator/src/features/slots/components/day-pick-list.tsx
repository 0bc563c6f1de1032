import { PRODUCT_UNIT_LABELS } from '@storefront/shared/constants';
import type { SlotDay } from '@storefront/shared/contracts';
import { formatStoreDate } from '../lib/store-date';
import '../../../components/operator.css';
import '../../../components/pick-list.css';

type PickLine = SlotDay['pickList'][number];

const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });

/** Aisle by aisle: by category (alphabetical), then by product name. */
const pickOrder = (a: PickLine, b: PickLine) =>
  byName(a.categoryName, b.categoryName) || byName(a.name, b.name);

export interface DayPickListProps {
  date: string;
  lines: SlotDay['pickList'];
}

/**
 * Everything the day's slot orders need, added up by product: picked once
 * for the day, then packed order by order. It is the only part of the page
 * that prints (components/pick-list.css).
 */
export function DayPickList({ date, lines }: DayPickListProps) {
  return (
    <section className="db-pick-list db-slot-pick" aria-labelledby="db-slot-pick-title">
      <div className="db-pick-list__header">
        <h2 id="db-slot-pick-title">Pick list</h2>
        {lines.length > 0 && (
          <button
            type="button"
            className="db-action db-pick-list__print"
            onClick={() => window.print()}
          >
            Print pick list
          </button>
        )}
      </div>
      <p className="db-slot-pick__for">
        {formatStoreDate(date)}: every slot&apos;s orders, leaving out cancelled ones.
      </p>
      {lines.length === 0 ? (
        <p className="db-op-muted">Nothing to pick: no orders are booked into this day.</p>
      ) : (
        <table className="db-table db-stacked-table db-slot-pick__table">
          <caption className="db-visually-hidden">What to pick for the day, by category</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Category</th>
              <th scope="col" className="db-table__number">
                Quantity
              </th>
              <th scope="col">Unit</th>
            </tr>
          </thead>
          <tbody>
            {[...lines].sort(pickOrder).map((line) => (
              <tr key={line.productId}>
                <th scope="row">{line.name}</th>
                <td data-label="SKU">{line.sku}</td>
                <td data-label="Category">{line.categoryName}</td>
                <td data-label="Quantity" className="db-table__number">
                  {line.quantity}
                </td>
                <td data-label="Unit">{PRODUCT_UNIT_LABELS[line.unit]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
