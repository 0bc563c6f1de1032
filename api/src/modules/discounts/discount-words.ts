import type { DiscountRefusal } from '@storefront/shared/contracts';
import { formatMoney } from '@storefront/shared/money';
import type { DiscountCodeFacts } from './price-discount';

type Offer = Pick<DiscountCodeFacts, 'kind' | 'percentOff' | 'amountOffMinor'>;

// The store is in London, so its codes start and end on London's calendar.
const londonDate = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(at);

/** '10% off', '£5.00 off dairy and bakery' */
export function describeOffer(offer: Offer, currency: string, categoryNames: string[]): string {
  const off =
    offer.kind === 'percent'
      ? `${offer.percentOff}% off`
      : `${formatMoney(offer.amountOffMinor!, currency)} off`;
  if (categoryNames.length === 0) return off;
  const names = categoryNames.map((name) => name.toLowerCase());
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${off} ${list}`;
}

/** The sentence a customer reads when their code does not apply. */
export function refusalMessage(
  reason: DiscountRefusal,
  code: string,
  facts: Pick<DiscountCodeFacts, 'startsAt' | 'endsAt' | 'minSpendMinor'> | null,
  currency: string,
): string {
  switch (reason) {
    case 'unknown':
      return `We don’t recognise the code ${code}. Check it and try again.`;
    case 'paused':
      return `${code} can’t be used at the moment.`;
    case 'not_started':
      return `${code} starts on ${londonDate(facts!.startsAt)}.`;
    case 'expired':
      return `${code} expired on ${londonDate(facts!.endsAt!)}.`;
    case 'minimum_not_met':
      return `Spend ${formatMoney(facts!.minSpendMinor, currency)} on eligible items to use ${code}.`;
    case 'used_up':
      return `${code} has been used as many times as it can be.`;
    case 'already_used':
      return `You have already used ${code}.`;
    case 'not_applicable':
      return `${code} doesn’t apply to anything in your cart.`;
  }
}
