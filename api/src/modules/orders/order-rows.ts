import type { OrderLine, OrderSummary } from '@storefront/shared/contracts';
import { orders, type orderLines } from './tables';

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

/**
 * The columns an order's summary shows, for the lists to read (the order
 * desk, a customer's history) instead of whole rows: not the address and the
 * seller, two JSON documents parsed for every row and never shown there.
 */
export const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  deliveryOption: orders.deliveryOption,
  paymentMethod: orders.paymentMethod,
  currency: orders.currency,
  subtotalMinor: orders.subtotalMinor,
  deliveryFeeMinor: orders.deliveryFeeMinor,
  discountCode: orders.discountCode,
  discountMinor: orders.discountMinor,
  slotStartsAt: orders.slotStartsAt,
  slotEndsAt: orders.slotEndsAt,
  totalMinor: orders.totalMinor,
  walletPaidMinor: orders.walletPaidMinor,
  itemCount: orders.itemCount,
  createdAt: orders.createdAt,
};

export type SummaryRow = Pick<OrderRow, keyof typeof summaryColumns>;

export const toSummary = (row: SummaryRow): OrderSummary => ({
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
