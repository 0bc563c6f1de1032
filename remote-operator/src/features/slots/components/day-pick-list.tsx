import { PRODUCT_UNIT_LABELS, SUBSTITUTION_CHOICE_LABELS } from '@storefront/shared/constants';
import type { SlotDay } from '@storefront/shared/operator-contracts';
import { DataTable, type Column } from '@storefront/ui';
import { formatStoreDate } from '../lib/store-date';
import '../../../components/operator.css';
import '../../../components/pick-list.css';

type PickLine = SlotDay['pickList'][number];

const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });

/** Aisle by aisle: by category (alphabetical), then by product name. */
const pickOrder = (a: PickLine, b: PickLine) =>
  byName(a.categoryName, b.categoryName) || byName(a.name, b.name);

/** 'A similar item ×2 · Whole Milk ×1': what the customers want when the shelf is short. */
const ifShortWords = (line: PickLine) =>
  line.ifShort
    .map(
      ({ choice, name, quantity }) =>
        `${choice === 'specific' ? name : SUBSTITUTION_CHOICE_LABELS[choice]} ×${quantity}`,
    )
    .join(' · ');

const COLUMNS: readonly Column<PickLine>[] = [
  { header: 'Product', cell: (line) => line.name },
  { header: 'SKU', cell: (line) => line.sku },
  { header: 'Category', cell: (line) => line.categoryName },
  { header: 'Quantity', cell: (line) => line.quantity, numeric: true },
  { header: 'Unit', cell: (line) => PRODUCT_UNIT_LABELS[line.unit] },
  { header: 'If short', cell: (line) => ifShortWords(line) },
];

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
      <DataTable
        caption="What to pick for the day, by category"
        columns={COLUMNS}
        rows={[...lines].sort(pickOrder)}
        rowKey={(line) => String(line.productId)}
        what="the pick list"
        empty={<p className="db-op-muted">Nothing to pick: no orders are booked into this day.</p>}
      />
    </section>
  );
}
