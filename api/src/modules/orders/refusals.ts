import { formatMoney } from '@storefront/shared/money';
import { discountRefused, HttpError, notFound } from '../../lib/http-error';
import type { Refusal } from './service';

// Checkout's refusals as the API answers them.

/** A refused checkout as its HTTP error. */
export function refusal(result: Refusal): HttpError {
  switch (result.status) {
    case 'cart-empty':
      return new HttpError(409, 'CART_EMPTY', 'Your cart is empty.', 'cart');
    case 'address-not-found':
      return notFound('That address', 'addressId');
    case 'out-of-stock':
      return new HttpError(
        409,
        'OUT_OF_STOCK',
        result.stock === 0
          ? `${result.name} is sold out.`
          : `${result.name} sold out while you were checking out. Only ${result.stock} left.`,
        'cart',
      );
    case 'no-longer-sold':
      return new HttpError(
        409,
        'PRODUCT_UNAVAILABLE',
        `${result.name} is no longer sold. Remove it from your cart to order the rest.`,
        'cart',
      );
    case 'documents-not-approved':
      return documentsNotApproved();
    case 'wallet-exceeds-total':
      return new HttpError(
        400,
        'WALLET_EXCEEDS_TOTAL',
        `Pay at most the order total (${result.totalMinor} minor units) from your wallet.`,
        'walletAmountMinor',
      );
    case 'wallet-insufficient':
      return new HttpError(
        409,
        'WALLET_INSUFFICIENT',
        `Your wallet holds only ${result.balanceMinor} minor units.`,
        'walletAmountMinor',
      );
    case 'discount-refused':
      return discountRefused(result.message);
    case 'slot-not-offered':
      return new HttpError(400, 'VALIDATION_FAILED', 'Choose one of the slots offered.', 'slot');
    case 'slot-closed':
      return new HttpError(
        409,
        'SLOT_CLOSED',
        'Orders for that slot have closed. Choose another.',
        'slot',
      );
    case 'slot-full':
      return new HttpError(
        409,
        'SLOT_FULL',
        'That slot has just filled up. Choose another.',
        'slot',
      );
    case 'below-minimum-basket':
      return new HttpError(
        409,
        'BELOW_MINIMUM_BASKET',
        `The store’s minimum order is ${formatMoney(result.minimumBasketMinor, result.currency)} ` +
          `of goods. Add ${formatMoney(result.shortMinor, result.currency)} more to place this order.`,
        'cart',
      );
    case 'substitution-refused':
      return new HttpError(400, 'VALIDATION_FAILED', result.message, result.field);
    case 'card-not-offered':
      return new HttpError(
        400,
        'VALIDATION_FAILED',
        'Card payment is not offered here. Pay in person instead.',
        'paymentMethod',
      );
    case 'card-unavailable':
      // Stripe is down or refused: nothing was written, and the cart is as it was.
      return new HttpError(
        503,
        'CARD_PAYMENT_UNAVAILABLE',
        "Card payment isn't available right now. Try again in a minute, or pay in person.",
        'paymentMethod',
      );
  }
}

export const documentsNotApproved = () =>
  new HttpError(
    403,
    'DOCUMENTS_NOT_APPROVED',
    'Verify your documents before you pay from your wallet.',
    'walletAmountMinor',
  );
