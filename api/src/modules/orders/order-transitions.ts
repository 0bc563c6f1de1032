import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { moveStock } from '../catalogue/service';
import { releaseDiscount } from '../discounts/service';
import type { CustomerEvent, NotifyCustomer } from '../notifications/service';
import { capturePayments, unwindPayments, type PaymentProviders } from '../payments/service';
import { rewardReferral } from '../referrals/service';
import { earnPoints } from '../rewards/service';
import { releaseSlot } from '../slots/service';
import { releaseOffers } from './line-offers';
import { recordOrderEvent } from './order-events';
import { ordersRepository as repository, type OrderRow, type StatusChange } from './repository';

/** May an operator move this order to `to`? */
export const isLegalMove = (order: OrderRow, to: OrderStatus) =>
  ORDER_TRANSITIONS[order.deliveryOption][order.status].includes(to);

/** 'Confirmed → Out for delivery' */
export const describeMove = (from: OrderStatus, to: OrderStatus) =>
  `${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`;

/**
 * Moves a locked order to `to` and does what the move means, in the caller's
 * transaction: a cancellation puts the stock back (with its ledger entries),
 * gives back the use of its discount code and its place in its slot, and
 * releases or refunds its payments; a completion captures them, earns loyalty points and, on a
 * referred customer's first completed order, the referral reward for both
 * sides. Then the customer's messages are queued, and the move is added to
 * the order's event log for its live streams: last, so the row is written as
 * close to the commit as it can be (see the settle rule in event-stream.ts).
 * The caller holds the customer's (and any referrer's) users row lock, and
 * announces the event once the transaction has committed.
 */
export async function applyTransition(
  tx: Database,
  order: OrderRow,
  to: OrderStatus,
  change: StatusChange,
  customer: { id: string; name: string; referredByUserId: string | null },
  notifyCustomer: NotifyCustomer,
  providers: PaymentProviders,
): Promise<void> {
  await repository.setOrderStatus(tx, order.id, to, change);
  const facts = { ...order, status: to };
  let event: CustomerEvent;
  switch (to) {
    case 'cancelled': {
      for (const line of await repository.orderLineQuantities(tx, order.id)) {
        await moveStock(tx, {
          productId: line.productId,
          change: line.quantity,
          kind: 'order_cancelled',
          orderId: order.id,
        });
      }
      // Substitutes offered while it was picked are not lines yet: they go back too.
      if (order.status === 'confirmed') await releaseOffers(tx, order.id);
      // A cancelled order gives its use of the code back, to the customer and the cap.
      if (order.discountCode !== null) await releaseDiscount(tx, order.id);
      // And its place in its slot, for another customer.
      if (order.slotWindowId !== null && order.slotDate !== null) {
        await releaseSlot(tx, order.slotWindowId, order.slotDate);
      }
      const refundedMinor = await unwindPayments(tx, providers, order);
      event = {
        topic: 'order_cancelled',
        order: facts,
        // The customer who cancelled needs no reason read back to them.
        reason: change.changedBy === order.userId ? null : change.note,
        refundedMinor,
      };
      break;
    }
    case 'completed': {
      await capturePayments(tx, providers, order);
      const pointsEarned = await earnPoints(tx, order);
      await rewardReferral(tx, customer, order);
      event = { topic: 'order_completed', order: facts, pointsEarned };
      break;
    }
    case 'confirmed':
      event = { topic: 'order_confirmed', order: facts };
      break;
    case 'out_for_delivery':
      event = { topic: 'order_out_for_delivery', order: facts };
      break;
    case 'ready_for_pickup':
      event = { topic: 'order_ready_for_pickup', order: facts };
      break;
    case 'placed':
      throw new Error('An order is placed only once, by placeOrder');
  }
  await notifyCustomer(tx, order.userId, event);
  await recordOrderEvent(tx, {
    orderId: order.id,
    storeId: order.storeId,
    kind: 'status_changed',
    data: { status: to, from: order.status, note: change.note },
  });
}
