import {
  DEFAULT_SUBSTITUTION,
  deliveryFeeMinor,
  weighedBufferMinor,
  shortOfMinimumMinor,
  type Order,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { timeOrderedId } from '../../lib/ids';
import type { NotifyCustomer } from '../notifications/service';
import {
  PaymentProviderError,
  setCheckoutSession,
  type NewPayment,
  type StripeProvider,
} from '../payments/service';
import { appendWalletEntry } from '../wallet/service';
import { newPayments } from './checkout-payments';
import {
  applyDiscount,
  bookableSlot,
  orderAddress,
  priceLines,
  Refused,
  weighedEstimateMinor,
  type PlaceOrder,
} from './checkout-rules';
import type { LockedCheckout } from './repository';
import { ordersRepository as repository, toCustomerLine, toSummary } from './repository';
import { checkSubstitutions, shownSubstitution, substitutionColumns } from './substitution-rules';

/** What checkout needs to open a card payment's page: the card provider, and the store's address for the way back. */
export interface CardCheckoutOptions {
  stripe: StripeProvider | null;
  publicUrl: string;
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
  const locked = await repository.lockCheckout(tx, request.userId, {
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
  const { discountCodeId, discountMinor, lines } = withSubstitutions(
    applyDiscount(request, locked, priceLines(request.storeId, locked.lines)),
    request,
    await substituteNames(tx, request, locked),
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
    weighedBufferMinor(weighedEstimateMinor(lines), locked.weighedBufferPercent),
  );
  const facts = {
    id: timeOrderedId(),
    number: locked.orderNumber,
    deliveryOption: request.deliveryOption,
    totalMinor,
    walletPaidMinor: walletAmountMinor,
    currency: locked.currency,
    paymentMethod: request.paymentMethod,
    slotStartsAt: slot?.slotStartsAt ?? null,
    slotEndsAt: slot?.slotEndsAt ?? null,
  };
  const { order, placedAt, taken, slotsBooked } = await repository.writePlacedOrder(
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
      substitutionDefault: request.substitutionDefault ?? DEFAULT_SUBSTITUTION,
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
    // Nothing is weighed, short or substituted yet.
    lines: lines.map((line) =>
      toCustomerLine({
        ...line,
        weightGrams: null,
        orderedQuantity: line.quantity,
        substitution: shownSubstitution(line),
        substituteFor: null,
        offer: null,
      }),
    ),
    substitutionDefault: order.substitutionDefault,
    substitutionsEditable: true,
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
 * The names of the products chosen to stand in for cart lines, once each
 * choice is checked against the locked cart and the shelves; a bad one is
 * refused naming its field, before anything is written.
 */
async function substituteNames(
  tx: Database,
  request: PlaceOrder,
  locked: LockedCheckout,
): Promise<Map<number, string>> {
  const checked = await checkSubstitutions(
    tx,
    request.storeId,
    locked.lines.map((line) => line.product.id),
    request.substitutions ?? [],
    'substitutions',
  );
  if ('problem' in checked) {
    throw new Refused({ status: 'substitution-refused', ...checked.problem });
  }
  return checked.names;
}

/** Each line with its own choice, as its columns and with the chosen product's name. */
function withSubstitutions(
  priced: ReturnType<typeof applyDiscount>,
  request: PlaceOrder,
  names: Map<number, string>,
) {
  const chosen = new Map(
    (request.substitutions ?? []).map((line) => [line.productId, line.substitution]),
  );
  return {
    ...priced,
    lines: priced.lines.map((line) => {
      const columns = substitutionColumns(chosen.get(line.productId) ?? null);
      return {
        ...line,
        ...columns,
        substituteName:
          columns.substituteProductId === null
            ? null
            : (names.get(columns.substituteProductId) ?? null),
      };
    }),
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
