import { randomUUID } from 'node:crypto';
import {
  deliveryFeeMinor,
  shortOfMinimumMinor,
  type DeliveryOption,
  type DiscountRefusal,
  type Order,
  type PaymentMethod,
  type SlotChoice,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { addressForOrder } from '../../modules/addresses/service';
import { priceCheckoutCode } from '../../modules/discounts/service';
import type { NotifyCustomer } from '../../modules/notifications/service';
import {
  lockCheckout,
  type CheckoutLine,
  type LockedCheckout,
  toCustomerLine,
  toSummary,
  writePlacedOrder,
  type NewOrderLine,
  type OrderAddress,
} from '../../repositories/orders-repository';
import { appendWalletEntry } from '../../modules/wallet/service';
import {
  PaymentProviderError,
  setCheckoutSession,
  type NewPayment,
  type StripeProvider,
} from '../../modules/payments/service';

export interface PlaceOrder {
  userId: string;
  storeId: number;
  deliveryOption: DeliveryOption;
  paymentMethod: PaymentMethod;
  addressId?: string;
  /** The part to pay from the wallet, in minor units. */
  walletAmountMinor?: number;
  /** Upper case, as codes are kept. */
  discountCode?: string;
  slot?: SlotChoice;
}

export type PlaceOrderResult =
  | { status: 'placed'; order: Order }
  | { status: 'cart-empty' }
  | { status: 'address-not-found' }
  | { status: 'out-of-stock'; name: string; stock: number }
  | { status: 'no-longer-sold'; name: string }
  | { status: 'documents-not-approved' }
  | { status: 'wallet-exceeds-total'; totalMinor: number }
  | { status: 'wallet-insufficient'; balanceMinor: number }
  | { status: 'discount-refused'; reason: DiscountRefusal; message: string }
  | { status: 'slot-not-offered' }
  | { status: 'slot-closed' }
  | { status: 'slot-full' }
  | {
      status: 'below-minimum-basket';
      minimumBasketMinor: number;
      shortMinor: number;
      currency: string;
    }
  | { status: 'card-not-offered' }
  | { status: 'card-unavailable'; message: string };

export type Refusal = Exclude<PlaceOrderResult, { status: 'placed' }>;

/** Thrown inside the transaction so it rolls back; turned back into a result outside. */
export class Refused extends Error {
  constructor(readonly result: Refusal) {
    super(result.status);
  }
}

async function orderAddress(tx: Database, request: PlaceOrder): Promise<OrderAddress | null> {
  if (request.deliveryOption === 'pickup') return null;
  if (!request.addressId) throw new Refused({ status: 'address-not-found' });
  const address = await addressForOrder(tx, request.userId, request.addressId);
  if (!address) throw new Refused({ status: 'address-not-found' });
  return address;
}

/**
 * What an order line keeps of each locked cart line's product. A product that
 * is unpublished or of another store is no longer sold; one without enough on
 * the shelf is out of stock. Lines come in product id order, so the first
 * such line is the one named, as before any of them is written.
 */
function priceLines(
  storeId: number,
  cart: CheckoutLine[],
): Array<Omit<NewOrderLine, 'discountMinor'> & { categoryId: number }> {
  return cart.map(({ product, quantity }) => {
    if (!product.published || product.storeId !== storeId) {
      throw new Refused({ status: 'no-longer-sold', name: product.name });
    }
    if (product.stock < quantity) {
      throw new Refused({ status: 'out-of-stock', name: product.name, stock: product.stock });
    }
    return {
      categoryId: product.categoryId,
      productId: product.id,
      listedProductId: product.listedProductId,
      name: product.name,
      sku: product.sku,
      categoryName: product.categoryName,
      unit: product.unit,
      image: product.image,
      unitPriceMinor: product.priceMinor,
      vatRateBasisPoints: product.vatRateBasisPoints,
      quantity,
      lineTotalMinor: product.priceMinor * quantity,
    };
  });
}

/**
 * The locked code priced against the order's lines: each line's share of the
 * discount, or the refusal thrown with its reason. No code, no discount.
 */
function applyDiscount(
  request: PlaceOrder,
  locked: LockedCheckout,
  lines: ReturnType<typeof priceLines>,
): { discountCodeId: string | null; discountMinor: number; lines: NewOrderLine[] } {
  const code = request.discountCode;
  if (!code) {
    return {
      discountCodeId: null,
      discountMinor: 0,
      lines: lines.map(({ categoryId: _, ...line }) => ({ ...line, discountMinor: 0 })),
    };
  }
  const priced = priceCheckoutCode(code, locked.discountCode, lines, locked.currency);
  if (priced.status === 'refused') {
    const { reason, message } = priced;
    throw new Refused({ status: 'discount-refused', reason, message });
  }
  return {
    discountCodeId: priced.codeId,
    discountMinor: priced.discountMinor,
    lines: lines.map(({ categoryId: _, ...line }, index) => ({
      ...line,
      discountMinor: priced.lineDiscountsMinor[index]!,
    })),
  };
}

/**
 * The slot asked for, checked against its window: one of the store's windows
 * for this option, on its weekday, open, and within the days offered. Whether
 * it still has room is settled by the write itself (writePlacedOrder).
 */
function bookableSlot(request: PlaceOrder, locked: LockedCheckout, now: Date) {
  if (!request.slot) return null;
  const slot = locked.slot;
  const offered =
    slot?.deliveryOption === request.deliveryOption && slot.onItsWeekday && slot.withinDaysOffered;
  if (!offered) throw new Refused({ status: 'slot-not-offered' });
  if (!slot.active || new Date(slot.closesAt) <= now) throw new Refused({ status: 'slot-closed' });
  return {
    slotWindowId: slot.windowId,
    slotDate: request.slot.date,
    slotStartsAt: new Date(slot.startsAt),
    slotEndsAt: new Date(slot.endsAt),
  };
}

/** What checkout needs to open a card payment's page: the card provider, and the store's address for the way back. */
export interface CardCheckoutOptions {
  stripe: StripeProvider | null;
  publicUrl: string;
}

/**
 * The order's payments as checkout writes them: the wallet part, taken at
 * once, and the rest by the payment method: held for a card once the
 * customer pays on Stripe's page (pending until then), due in person otherwise.
 */
function newPayments(
  paymentMethod: PaymentMethod,
  walletMinor: number,
  restMinor: number,
): NewPayment[] {
  const payments: NewPayment[] = [];
  if (walletMinor > 0) {
    payments.push({
      id: randomUUID(),
      provider: 'wallet',
      status: 'captured',
      amountMinor: walletMinor,
      capturedMinor: walletMinor,
    });
  }
  if (restMinor > 0) {
    const card = paymentMethod === 'card';
    payments.push({
      id: randomUUID(),
      provider: card ? 'stripe' : 'manual',
      status: card ? 'pending' : 'authorised',
      amountMinor: restMinor,
      capturedMinor: 0,
    });
  }
  return payments;
}

/**
 * Turns the customer's cart into an order, inside the caller's transaction:
 * stock taken at today's prices (each with its ledger entry), the wallet part
 * paid, the order written, the cart emptied and the customer's messages
 * queued. Any refusal is thrown as Refused, rolling all of it back.
 *
 * One statement locks what the writes depend on (the customer, then the cart
 * with its products) and another makes every write, so a checkout is the same
 * few round trips whatever the cart holds.
 */
export async function placeOrder(
  tx: Database,
  request: PlaceOrder,
  notifyCustomer: NotifyCustomer,
  card: CardCheckoutOptions,
): Promise<Order> {
  if (request.paymentMethod === 'card' && !card.stripe) {
    throw new Refused({ status: 'card-not-offered' });
  }
  const locked = await lockCheckout(tx, request.userId, {
    discountCode: request.discountCode ?? null,
    slot: request.slot ?? null,
  });
  const walletAmountMinor = request.walletAmountMinor ?? 0;
  if (walletAmountMinor > 0 && locked?.documentStatus !== 'approved') {
    throw new Refused({ status: 'documents-not-approved' });
  }
  if (!locked || locked.lines.length === 0) throw new Refused({ status: 'cart-empty' });
  const address = await orderAddress(tx, request);
  const slot = bookableSlot(request, locked, new Date());
  const { discountCodeId, discountMinor, lines } = applyDiscount(
    request,
    locked,
    priceLines(request.storeId, locked.lines),
  );

  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  // The fee is worked out on the goods before the discount: a code never
  // costs the customer their free delivery.
  const short = shortOfMinimumMinor(subtotalMinor, locked.delivery.minimumBasketMinor);
  if (short > 0) {
    throw new Refused({
      status: 'below-minimum-basket',
      minimumBasketMinor: locked.delivery.minimumBasketMinor,
      shortMinor: short,
      currency: locked.currency,
    });
  }
  const fee = deliveryFeeMinor(request.deliveryOption, subtotalMinor, locked.delivery);
  const totalMinor = subtotalMinor + fee - discountMinor;
  if (walletAmountMinor > totalMinor) {
    throw new Refused({ status: 'wallet-exceeds-total', totalMinor });
  }
  const payments = newPayments(
    request.paymentMethod,
    walletAmountMinor,
    totalMinor - walletAmountMinor,
  );
  const facts = {
    id: locked.orderId,
    number: locked.orderNumber,
    deliveryOption: request.deliveryOption,
    totalMinor,
    walletPaidMinor: walletAmountMinor,
    currency: locked.currency,
    paymentMethod: request.paymentMethod,
    slotStartsAt: slot?.slotStartsAt ?? null,
    slotEndsAt: slot?.slotEndsAt ?? null,
  };
  const { order, placedAt, taken, slotsBooked } = await writePlacedOrder(
    tx,
    {
      ...facts,
      userId: request.userId,
      storeId: request.storeId,
      address,
      seller: locked.seller,
      subtotalMinor,
      deliveryFeeMinor: fee,
      discountCode: discountCodeId ? request.discountCode! : null,
      discountMinor,
      ...slot,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    },
    lines,
    notifyCustomer.messagesFor(
      request.userId,
      { topic: 'order_placed', order: facts },
      locked.contact,
    ),
    discountCodeId,
    payments,
  );
  // The rows are locked and were checked above, so no line can miss its
  // stock; if one ever did, refusing is the safe answer.
  if (taken !== lines.length) {
    throw new Refused({ status: 'out-of-stock', name: lines[0]!.name, stock: 0 });
  }
  if (slot && slotsBooked === 0) throw new Refused({ status: 'slot-full' });
  if (walletAmountMinor > 0) {
    const paid = await appendWalletEntry(tx, {
      userId: request.userId,
      kind: 'debit',
      reason: 'order_payment',
      amountMinor: walletAmountMinor,
      description: `Paid towards order ${order.number}`,
      orderId: order.id,
    });
    if (paid.status === 'insufficient') {
      throw new Refused({ status: 'wallet-insufficient', balanceMinor: paid.balanceMinor });
    }
  }
  const cardPayment = payments.find((payment) => payment.provider === 'stripe');
  const payUrl = cardPayment
    ? await openCardPayment(tx, card, cardPayment, { ...facts, email: locked.contact.email })
    : null;
  return {
    ...toSummary(order),
    address,
    lines: lines.map(toCustomerLine),
    history: [{ status: 'placed', at: placedAt.toISOString(), note: null }],
    payments: payments.map((payment) => ({
      provider: payment.provider,
      status: payment.status,
      amountMinor: payment.amountMinor,
      capturedMinor: payment.capturedMinor,
      refundedMinor: 0,
      payUrl: payment === cardPayment ? payUrl : null,
      events: [
        {
          kind: payment.status === 'pending' ? 'started' : payment.status,
          amountMinor: payment.amountMinor,
          at: placedAt.toISOString(),
          note: null,
        },
      ],
    })),
    // A new order has none, and none can be made until it is completed.
    problemReports: [],
    problemReportUntil: null,
  };
}

/**
 * Opens Stripe's payment page for the card part, last, once everything else
 * is written: if Stripe cannot, the whole checkout rolls back and the cart
 * is as it was. Answers the page's address.
 */
async function openCardPayment(
  tx: Database,
  card: CardCheckoutOptions,
  payment: NewPayment,
  order: { id: string; number: string; currency: string; email: string | null },
): Promise<string> {
  const confirmation = new URL(`/orders/${order.id}/confirmation`, card.publicUrl);
  try {
    const session = await card.stripe!.startCheckout({
      paymentId: payment.id,
      orderId: order.id,
      orderNumber: order.number,
      amountMinor: payment.amountMinor,
      currency: order.currency,
      email: order.email,
      returnUrl: confirmation.href,
      cancelUrl: `${confirmation.href}?payment=cancelled`,
    });
    await setCheckoutSession(tx, payment.id, session);
    return session.payUrl;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw new Refused({ status: 'card-unavailable', message: error.message });
  }
}
