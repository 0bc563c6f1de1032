import type { OrderLine, OrderSummary } from '@storefront/shared/contracts';
import type { orderLines, orders } from './tables';

// An order's row and line as the database holds them, and as the API shows them.

export type OrderRow = typeof orders.$inferSelect;
/** A line to write: its VAT rate is the product's and its discount its share, never the columns' defaults. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'orderedQuantity'> &
  Pick<
    typeof orderLines.$inferSelect,
    'vatRateBasisPoints' | 'discountMinor' | 'unit' | 'estimatedWeightGrams'
  > & {
    /** The product the catalogue lists the variant under; not a column: it is the variant's. */
    listedProductId: number;
  };

export const toSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  deliveryOption: row.deliveryOption,
  paymentMethod: row.paymentMethod,
  currency: row.currency,
  subtotalMinor: row.subtotalMinor,
  deliveryFeeMinor: row.deliveryFeeMinor,
  discountCode: row.discountCode,
  discountMinor: row.discountMinor,
  slot:
    row.slotStartsAt && row.slotEndsAt
      ? { startsAt: row.slotStartsAt.toISOString(), endsAt: row.slotEndsAt.toISOString() }
      : null,
  totalMinor: row.totalMinor,
  walletPaidMinor: row.walletPaidMinor,
  itemCount: row.itemCount,
  createdAt: row.createdAt.toISOString(),
});

/**
 * What is still to collect in person: nothing once the order is completed or
 * cancelled, and nothing for a card order, whose card pays what the wallet did not.
 */
export const amountDueMinor = (row: OrderRow) =>
  row.status === 'completed' || row.status === 'cancelled' || row.paymentMethod === 'card'
    ? 0
    : row.totalMinor - row.walletPaidMinor;

/** A line as its customer sees it: without the SKU and category the store keeps. */
export const toCustomerLine = (line: OrderLine): OrderLine => ({
  productId: line.productId,
  listedProductId: line.listedProductId,
  name: line.name,
  image: line.image,
  unitPriceMinor: line.unitPriceMinor,
  unit: line.unit,
  estimatedWeightGrams: line.estimatedWeightGrams,
  weightGrams: line.weightGrams,
  vatRateBasisPoints: line.vatRateBasisPoints,
  quantity: line.quantity,
  orderedQuantity: line.orderedQuantity,
  lineTotalMinor: line.lineTotalMinor,
  discountMinor: line.discountMinor,
  substitution: line.substitution,
  substituteFor: line.substituteFor,
  offer: line.offer,
});
