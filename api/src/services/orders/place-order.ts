import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  deliveryFeeMinor,
  type DeliveryOption,
  type Order,
  type PaymentMethod,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { addresses, categories, products, stores } from '../../db/schema';
import type { NotifyCustomer } from '../../notifications/notify-customer';
import {
  emptyCart,
  insertOrder,
  insertOrderLines,
  lockCart,
  insertStatusEvent,
  toSummary,
  type NewOrderLine,
  type OrderAddress,
} from '../../repositories/orders-repository';
import { moveStock } from '../../repositories/stock-repository';
import { appendWalletEntry, lockUser } from '../../repositories/wallet-repository';

export interface PlaceOrder {
  userId: string;
  storeId: number;
  deliveryOption: DeliveryOption;
  paymentMethod: PaymentMethod;
  addressId?: string;
  /** The part to pay from the wallet, in minor units. */
  walletAmountMinor?: number;
}

export type PlaceOrderResult =
  | { status: 'placed'; order: Order }
  | { status: 'cart-empty' }
  | { status: 'address-not-found' }
  | { status: 'out-of-stock'; name: string; stock: number }
  | { status: 'no-longer-sold'; name: string }
  | { status: 'documents-not-approved' }
  | { status: 'wallet-exceeds-total'; totalMinor: number }
  | { status: 'wallet-insufficient'; balanceMinor: number };

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
  const [address] = await tx
    .select({
      recipient: addresses.recipient,
      line1: addresses.line1,
      line2: addresses.line2,
      city: addresses.city,
      postcode: addresses.postcode,
      phone: addresses.phone,
    })
    .from(addresses)
    .where(and(eq(addresses.id, request.addressId), eq(addresses.userId, request.userId)));
  if (!address) throw new Refused({ status: 'address-not-found' });
  return address;
}

/**
 * The cart's products, locked in id order (every writer of stock locks them in
 * that order), with what an order line keeps of each. A product that is
 * unpublished or of another store is no longer sold; one without enough on
 * the shelf is out of stock.
 */
async function priceLines(
  tx: Database,
  storeId: number,
  cart: { productId: number; quantity: number }[],
): Promise<NewOrderLine[]> {
  const found = await tx
    .select({
      id: products.id,
      storeId: products.storeId,
      published: products.published,
      name: products.name,
      sku: products.sku,
      unit: products.unit,
      image: products.image,
      priceMinor: products.priceMinor,
      stock: products.stock,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      inArray(
        products.id,
        cart.map((line) => line.productId),
      ),
    )
    .orderBy(asc(products.id))
    .for('update', { of: products });
  const byId = new Map(found.map((product) => [product.id, product]));
  return cart.map((line) => {
    const product = byId.get(line.productId)!;
    if (!product.published || product.storeId !== storeId) {
      throw new Refused({ status: 'no-longer-sold', name: product.name });
    }
    if (product.stock < line.quantity) {
      throw new Refused({ status: 'out-of-stock', name: product.name, stock: product.stock });
    }
    return {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      categoryName: product.categoryName,
      unit: product.unit,
      image: product.image,
      unitPriceMinor: product.priceMinor,
      quantity: line.quantity,
      lineTotalMinor: product.priceMinor * line.quantity,
    };
  });
}

/**
 * Turns the customer's cart into an order, inside the caller's transaction:
 * stock taken at today's prices (each with its ledger entry), the wallet part
 * paid, the order written, the cart emptied and the customer's messages
 * queued. Any refusal is thrown as Refused, rolling all of it back.
 */
export async function placeOrder(
  tx: Database,
  request: PlaceOrder,
  notifyCustomer: NotifyCustomer,
): Promise<Order> {
  // The customer's row first, as every wallet write does: it queues this
  // checkout behind the customer's other balance changes.
  const customer = await lockUser(tx, request.userId);
  const walletAmountMinor = request.walletAmountMinor ?? 0;
  if (walletAmountMinor > 0 && customer?.documentStatus !== 'approved') {
    throw new Refused({ status: 'documents-not-approved' });
  }
  const cart = await lockCart(tx, request.userId);
  if (cart.length === 0) throw new Refused({ status: 'cart-empty' });
  const address = await orderAddress(tx, request);
  const lines = await priceLines(tx, request.storeId, cart);

  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const fee = deliveryFeeMinor(request.deliveryOption, subtotalMinor);
  const totalMinor = subtotalMinor + fee;
  if (walletAmountMinor > totalMinor) {
    throw new Refused({ status: 'wallet-exceeds-total', totalMinor });
  }
  const [store] = await tx
    .select({ currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, request.storeId));
  const order = await insertOrder(tx, {
    userId: request.userId,
    storeId: request.storeId,
    status: 'placed',
    deliveryOption: request.deliveryOption,
    paymentMethod: request.paymentMethod,
    address,
    currency: store!.currency,
    subtotalMinor,
    deliveryFeeMinor: fee,
    totalMinor,
    walletPaidMinor: walletAmountMinor,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  });
  for (const line of lines) {
    const taken = await moveStock(tx, {
      productId: line.productId,
      change: -line.quantity,
      kind: 'sale',
      orderId: order.id,
    });
    // The rows are locked and were checked above, so this cannot miss; if it
    // ever did, refusing is the safe answer.
    if (!taken) throw new Refused({ status: 'out-of-stock', name: line.name, stock: 0 });
  }
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
  await insertOrderLines(tx, order.id, lines);
  const placed = await insertStatusEvent(tx, order.id, 'placed', { note: null, changedBy: null });
  await emptyCart(tx, request.userId);
  await notifyCustomer(tx, request.userId, { topic: 'order_placed', order });

  return {
    ...toSummary(order),
    address,
    lines: lines.map(({ productId, name, image, unitPriceMinor, quantity, lineTotalMinor }) => ({
      productId,
      name,
      image,
      unitPriceMinor,
      quantity,
      lineTotalMinor,
    })),
    history: [{ status: placed.status, at: placed.at.toISOString(), note: null }],
  };
}
