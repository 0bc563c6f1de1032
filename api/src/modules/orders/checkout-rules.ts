import {
  eachPriceMinor,
  type DeliveryOption,
  type DiscountRefusal,
  type LineSubstitution,
  type Order,
  type PaymentMethod,
  type SlotChoice,
  type SubstitutionDefault,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { addressForOrder } from '../addresses/service';
import { priceCheckoutCode } from '../discounts/service';
import type { CheckoutLine } from '../cart/service';
import type { LockedCheckout, NewOrderLine } from './repository';
import type { OrderAddress } from './tables';

// Checkout's rules over what its first statement locked: the address, each
// line still sold and in stock, the discount code, the slot. Each refusal is
// thrown as Refused, rolling the whole checkout back.

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
  substitutionDefault?: SubstitutionDefault;
  /** The cart lines' own choices; a line not named follows the default. */
  substitutions?: LineSubstitution[];
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
  | { status: 'substitution-refused'; field: string; message: string }
  | { status: 'card-not-offered' }
  | { status: 'card-unavailable'; message: string };

export type Refusal = Exclude<PlaceOrderResult, { status: 'placed' }>;

/** Thrown inside the transaction so it rolls back; turned back into a result outside. */
export class Refused extends Error {
  constructor(readonly result: Refusal) {
    super(result.status);
  }
}

export async function orderAddress(
  tx: Database,
  request: PlaceOrder,
): Promise<OrderAddress | null> {
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
export function priceLines(
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
      estimatedWeightGrams: product.estimatedWeightGrams,
      vatRateBasisPoints: product.vatRateBasisPoints,
      quantity,
      // Sold by weight: the estimate, until picking weighs it.
      lineTotalMinor: eachPriceMinor(product) * quantity,
    };
  });
}

/** What the lines sold by weight come to at their estimated weights. */
export const weighedEstimateMinor = (lines: { unit?: string; lineTotalMinor: number }[]) =>
  lines.reduce((sum, line) => sum + (line.unit === 'per_kg' ? line.lineTotalMinor : 0), 0);

/**
 * The locked code priced against the order's lines: each line's share of the
 * discount, or the refusal thrown with its reason. No code, no discount.
 */
export function applyDiscount(
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
export function bookableSlot(request: PlaceOrder, locked: LockedCheckout, now: Date) {
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
