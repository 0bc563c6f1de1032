// Plain constants and rules of line offers, kept apart from their zod schemas
// (line-offers.ts, which explains the offers) so the customer's order page can
// word them without loading validation code.

export const LINE_OFFER_KINDS = ['substitute', 'over_hold'] as const;
export type LineOfferKind = (typeof LINE_OFFER_KINDS)[number];

/**
 * awaiting: asked, the window is open. accepted / rejected: the customer
 * answered. defaulted: the window closed with no answer, so the default
 * stood. withdrawn: the picker undid the line before an answer.
 */
export const LINE_OFFER_STATES = [
  'awaiting',
  'accepted',
  'rejected',
  'defaulted',
  'withdrawn',
] as const;
export type LineOfferState = (typeof LINE_OFFER_STATES)[number];

/** Whether the customer can still answer: asked, and the window not yet closed. */
export const isOfferOpen = (
  offer: { state: LineOfferState; answerBy: string },
  now = Date.now(),
): boolean => offer.state === 'awaiting' && Date.parse(offer.answerBy) > now;
