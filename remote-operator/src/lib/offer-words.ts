import { formatStoreTime } from '@storefront/shared/slot';
import type { LineOffer } from '@storefront/shared/contracts';

// What the store asked a customer about a line while picking, in the words the
// picking app and the order desk both show, so a picker and the desk read the
// same state the same way.

/**
 * 'Asked: Semi-skimmed Milk ×2 — waiting until 10:42', 'Accepted: …',
 * 'Rejected: …', "No answer: sending the customer's choice"; for a weight over
 * the hold, the amount over it. Null when there is nothing to say (withdrawn).
 */
export function offerWords(offer: LineOffer, money: (minor: number) => string): string | null {
  if (offer.state === 'withdrawn') return null;
  if (offer.kind === 'over_hold') {
    const extra = `${money(offer.extraMinor)} over the hold`;
    switch (offer.state) {
      case 'awaiting':
        return `Asked to pay ${extra} — waiting until ${formatStoreTime(offer.answerBy)}`;
      case 'accepted':
        return `Accepted: ${extra}`;
      case 'rejected':
        return 'Customer asked to stay within the hold: weigh again';
      case 'defaulted':
        return 'No answer: charging no more than the hold';
    }
  }
  const what = offer.substitute ? `${offer.substitute.name} ×${offer.substitute.quantity}` : '';
  switch (offer.state) {
    case 'awaiting':
      return `Asked: ${what} — waiting until ${formatStoreTime(offer.answerBy)}`;
    case 'accepted':
      return `Accepted: ${what}`;
    case 'rejected':
      return `Rejected: ${what}`;
    case 'defaulted':
      return "No answer: sending the customer's choice";
  }
}

/** What a line of an order came to, as the order desk lists it beside the line. */
interface CameLine {
  name: string;
  quantity: number;
  orderedQuantity: number;
  substituteFor: { name: string } | null;
  offer: LineOffer | null;
}

/**
 * The words for what came against what was ordered: 'Semi-skimmed Milk ×2 —
 * for Whole Milk' for a substitute, '2 ordered · 1 came' for a short line,
 * then what was asked of the customer about it.
 */
export function cameWords(line: CameLine, money: (minor: number) => string): string[] {
  const words: string[] = [];
  if (line.substituteFor)
    words.push(`${line.name} ×${line.quantity} — for ${line.substituteFor.name}`);
  else if (line.quantity < line.orderedQuantity) {
    words.push(`${line.orderedQuantity} ordered · ${line.quantity} came`);
  }
  const asked = line.offer && offerWords(line.offer, money);
  if (asked) words.push(asked);
  return words;
}
