/**
 * Who takes an order's money. An order has one payment per provider it uses:
 * the wallet for the part paid from it, and the order's payment method for
 * the rest (manual for cash on delivery and pay at pickup, stripe for card).
 */
export const PAYMENT_PROVIDERS = ['manual', 'wallet', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * - pending: a card payment the customer has not finished on the provider's page;
 * - authorised: the money is promised (cash due, a card held) and taken on completion;
 * - captured: taken; refunds come off it;
 * - refunded: all of it given back;
 * - cancelled: an authorisation released, nothing taken.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'authorised',
  'captured',
  'refunded',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What happened to a payment. rejected_event is a provider's event the store
 * refused because it did not match the payment (not paid, another amount or
 * currency): it changed nothing, and the store's order needs attention.
 * hold_raised: the customer agreed to pay more than was held (a weighed line
 * came to more); its amount is the rise.
 */
export const PAYMENT_EVENT_KINDS = [
  'started',
  'authorised',
  'captured',
  'refunded',
  'cancelled',
  'rejected_event',
  'hold_raised',
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  manual: 'Paid in person',
  wallet: 'Wallet',
  stripe: 'Card',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Waiting for payment',
  authorised: 'Authorised',
  captured: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** What happened to a payment, as its history reads. */
export const PAYMENT_EVENT_LABELS: Record<PaymentEventKind, string> = {
  started: 'Started',
  authorised: 'Authorised',
  captured: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  rejected_event: 'Event refused',
  hold_raised: 'Hold raised',
};
