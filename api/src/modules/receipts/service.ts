import type { Database } from '../../db/database';
import { receiptPdf } from './receipt-pdf';
import { receiptsRepository as repository } from './repository';

export type { Receipt } from './receipt-pdf';

/** A customer's receipt: the PDF once the order is completed. */
export type CustomerReceipt =
  | { status: 'not-found' }
  | { status: 'not-ready' }
  | { status: 'ready'; orderNumber: string; pdf: Buffer };

/** Receipts, drawn from the completed order each time they are asked for. */
export function createReceiptsService({ db }: { db: Database }) {
  return {
    /**
     * The receipt of one of the customer's orders: not-found for an order
     * that is not theirs, not-ready until it is completed.
     */
    async forCustomer(
      customer: { id: string; name: string },
      orderId: string,
    ): Promise<CustomerReceipt> {
      const order = await repository.ownOrder(db, customer.id, orderId);
      if (!order) return { status: 'not-found' };
      const completed = order.history.findLast((event) => event.status === 'completed');
      if (order.status !== 'completed' || !completed) return { status: 'not-ready' };
      const pdf = await receiptPdf({
        seller: await repository.sellerOf(db, order.id),
        customerName: customer.name,
        order,
        completedAt: completed.at,
      });
      return { status: 'ready', orderNumber: order.number, pdf };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
