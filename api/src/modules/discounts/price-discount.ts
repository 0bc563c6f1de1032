import type { DiscountKind, DiscountRefusal } from '@storefront/shared/contracts';
import { apportion } from '../../lib/apportion';

/** A code as the rules read it, with what it has been used for so far. */
export interface DiscountCodeFacts {
  id: string;
  code: string;
  kind: DiscountKind;
  percentOff: number | null;
  amountOffMinor: number | null;
  minSpendMinor: number;
  startsAt: Date;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  paused: boolean;
  /** Empty: every category. */
  categoryIds: number[];
  /** This customer's orders with it that were not cancelled. */
  customerUses: number;
}

/** A line of the goods the code is tried on. */
export interface PricedLine {
  categoryId: number;
  lineTotalMinor: number;
}

export type DiscountPricing =
  | {
      status: 'applies';
      eligibleSubtotalMinor: number;
      discountMinor: number;
      /** Each line's share of the discount, in the order the lines came. */
      lineDiscountsMinor: number[];
    }
  | { status: 'refused'; reason: DiscountRefusal; eligibleSubtotalMinor: number };

function refusalOf(code: DiscountCodeFacts, eligibleSubtotalMinor: number, now: Date) {
  if (code.paused) return 'paused';
  if (now < code.startsAt) return 'not_started';
  if (code.endsAt && now >= code.endsAt) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up';
  if (code.maxUsesPerCustomer !== null && code.customerUses >= code.maxUsesPerCustomer) {
    return 'already_used';
  }
  if (eligibleSubtotalMinor === 0) return 'not_applicable';
  if (eligibleSubtotalMinor < code.minSpendMinor) return 'minimum_not_met';
  return null;
}

/**
 * What a code takes off these goods now, or why it does not apply. The
 * minimum spend is on the goods the code applies to; a percentage is rounded
 * to the nearest minor unit; a fixed amount never takes off more than those
 * goods come to. The discount is shared out over the eligible lines so each
 * line (and its VAT) knows its part.
 */
export function priceDiscount(
  code: DiscountCodeFacts,
  lines: PricedLine[],
  now: Date,
): DiscountPricing {
  const eligible = lines.map(
    (line) => code.categoryIds.length === 0 || code.categoryIds.includes(line.categoryId),
  );
  const eligibleSubtotalMinor = lines.reduce(
    (sum, line, index) => (eligible[index] ? sum + line.lineTotalMinor : sum),
    0,
  );
  const reason = refusalOf(code, eligibleSubtotalMinor, now);
  if (reason) return { status: 'refused', reason, eligibleSubtotalMinor };
  const discountMinor =
    code.kind === 'percent'
      ? Math.round((eligibleSubtotalMinor * code.percentOff!) / 100)
      : Math.min(code.amountOffMinor!, eligibleSubtotalMinor);
  const lineDiscountsMinor = apportion(
    discountMinor,
    lines.map((line, index) => (eligible[index] ? line.lineTotalMinor : 0)),
  );
  return { status: 'applies', eligibleSubtotalMinor, discountMinor, lineDiscountsMinor };
}
