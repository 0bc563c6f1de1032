import { formatStoreTime } from '@storefront/shared/slot';
import type { LineOffer, Order } from '@storefront/shared/contracts';

// What the store asked about a line while picking, in the customer's words.

type Line = Order['lines'][number];
type Money = (minor: number) => string;

/** The lines the store asked about, the latest question each, withdrawn ones left out. */
export const askedLines = (order: Order) =>
  order.lines.filter(
    (line): line is Line & { offer: LineOffer } =>
      line.offer !== null && line.offer.state !== 'withdrawn',
  );

/**
 * What came against what was ordered, for the order's line list:
 * 'Semi-skimmed Milk ×2 — for Whole Milk · £2.20' for a substitute,
 * '2 ordered · 1 came' for a short line, null otherwise.
 */
export function cameWords(line: Line, money: Money): string | null {
  if (line.substituteFor) {
    return `${line.name} ×${line.quantity} — for ${line.substituteFor.name} · ${money(line.lineTotalMinor)}`;
  }
  if (line.quantity < line.orderedQuantity) {
    return `${line.orderedQuantity} ordered · ${line.quantity} came`;
  }
  return null;
}

/** How an answered or closed question came out, in a sentence. */
export function outcomeWords(line: Line & { offer: LineOffer }, money: Money): string {
  const { offer } = line;
  const by = formatStoreTime(offer.answerBy);
  if (offer.kind === 'over_hold') {
    const extra = money(offer.extraMinor);
    switch (offer.state) {
      case 'accepted':
        return `You accepted the extra ${extra} for your ${line.name}.`;
      case 'rejected':
        return `You said no to the extra ${extra}: we'll weigh your ${line.name} again within what we held.`;
      default:
        return `No answer by ${by}: you'll pay no more than we held for your ${line.name}.`;
    }
  }
  const substitute = offer.substitute;
  const what = substitute ? `${substitute.name} ×${substitute.quantity}` : 'the substitute';
  switch (offer.state) {
    case 'accepted':
      return `You accepted ${what} for your ${line.name}${substitute ? `, at ${money(substitute.unitPriceMinor)} each` : ''}.`;
    case 'rejected':
      return `You said no to ${what}: you won't pay for the missing ${line.name}.`;
    default:
      return `No answer by ${by}: we're sending ${what}${substitute ? ` at ${money(substitute.unitPriceIfNoAnswerMinor)} each` : ''}.`;
  }
}
