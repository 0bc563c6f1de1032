import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { describeOffer } from './discount-words';
import type { discountCodes } from './tables';

/** A code as the operator reads it, from its row, its categories, what it gave and the store's currency. */
export function toOperatorCode(row: {
  code: typeof discountCodes.$inferSelect;
  categories: Array<{ id: number; name: string }>;
  discountGivenMinor: number;
  currency: string;
}): OperatorDiscountCode {
  const { code } = row;
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    percentOff: code.percentOff,
    amountOffMinor: code.amountOffMinor,
    description: describeOffer(
      code,
      row.currency,
      row.categories.map((category) => category.name),
    ),
    minSpendMinor: code.minSpendMinor,
    startsAt: code.startsAt.toISOString(),
    endsAt: code.endsAt?.toISOString() ?? null,
    maxUses: code.maxUses,
    maxUsesPerCustomer: code.maxUsesPerCustomer,
    categories: row.categories,
    paused: code.paused,
    uses: code.uses,
    discountGivenMinor: row.discountGivenMinor,
    currency: row.currency,
    createdAt: code.createdAt.toISOString(),
  };
}
