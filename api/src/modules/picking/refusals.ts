import { ANSWERS_AWAITED } from '@storefront/shared/operator-contracts';
import { HttpError } from '../../lib/http-error';
import { refusal } from './line-rules';

// The picking service's refusals that say more than a status and a code.

/** A line the customer was asked about is settled by the offer: reset it first, if it may be. */
export const offerStands = (state: string) =>
  state === 'awaiting'
    ? refusal(
        409,
        'OFFER_OPEN',
        'The customer is being asked about this line: reset it first.',
        'kind',
      )
    : refusal(409, 'OFFER_ANSWERED', 'The customer’s answer about this line stands.', 'kind');

/** 409 ANSWERS_AWAITED: whose customers are still being asked, and until when. */
export function answersAwaited(
  batchOrders: { id: string; number: string }[],
  open: { orderId: string; answerBy: Date | string }[],
) {
  const until = new Map<string, string>();
  for (const offer of open) {
    const at = new Date(offer.answerBy).toISOString();
    if ((until.get(offer.orderId) ?? '') < at) until.set(offer.orderId, at);
  }
  const waiting = batchOrders
    .filter((order) => until.has(order.id))
    .map((order) => ({ id: order.id, number: order.number, answerBy: until.get(order.id)! }));
  return new HttpError(
    409,
    ANSWERS_AWAITED,
    `Waiting for ${waiting.length === 1 ? 'a customer’s answer' : 'customers’ answers'}: finish once they answer or their time is up.`,
    undefined,
    { orders: waiting },
  );
}

/** 400 naming substituteGtin: a substitute sent by a barcode no product of the store has. */
export const noProductWithCode = () =>
  refusal(400, 'VALIDATION_FAILED', 'No product in this store has that barcode.', 'substituteGtin');

/** A refusal of a substitute sent by its code names the code, which is what the picker sent. */
export function namingTheCode(error: unknown): never {
  if (error instanceof HttpError && error.field === 'substituteProductId') {
    throw new HttpError(error.statusCode, error.code, error.message, 'substituteGtin');
  }
  throw error;
}
