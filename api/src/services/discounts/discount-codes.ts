import type {
  DiscountCodeInput,
  DiscountQuote,
  DiscountRefusal,
} from '@storefront/shared/contracts';
import { formatMoney } from '@storefront/shared/money';
import type { Database } from '../../db/database';
import { describeOffer, refusalMessage } from '../../discounts/discount-words';
import { priceDiscount } from '../../discounts/price-discount';
import { recordAudit } from '../../repositories/audit-repository';
import {
  cartForDiscount,
  countStoreCategories,
  findDiscountCode,
  insertDiscountCode,
  lockDiscountCode,
  setDiscountCodePaused,
  toCodeValues,
} from '../../repositories/discount-codes-repository';
import type { Operator } from '../catalogue/operator';

export type QuoteOutcome =
  | { status: 'applies'; quote: DiscountQuote }
  | { status: 'refused'; reason: DiscountRefusal; message: string };

/**
 * What a code would take off the customer's cart today, or why it would not.
 * Nothing is locked or kept: checkout prices the code again, under its lock.
 */
export async function quoteDiscount(
  db: Database,
  customer: { userId: string; storeId: number; currency: string },
  code: string,
): Promise<QuoteOutcome> {
  const facts = await findDiscountCode(db, customer.storeId, code, customer.userId);
  if (!facts) {
    return {
      status: 'refused',
      reason: 'unknown',
      message: refusalMessage('unknown', code, null, customer.currency),
    };
  }
  const lines = await cartForDiscount(db, customer.storeId, customer.userId);
  const pricing = priceDiscount(facts, lines, new Date());
  if (pricing.status === 'refused') {
    return {
      status: 'refused',
      reason: pricing.reason,
      message: refusalMessage(pricing.reason, code, facts, customer.currency),
    };
  }
  return {
    status: 'applies',
    quote: {
      code: facts.code,
      description: describeOffer(facts, customer.currency, facts.categoryNames),
      eligibleSubtotalMinor: pricing.eligibleSubtotalMinor,
      discountMinor: pricing.discountMinor,
    },
  };
}

export type CreateOutcome = { status: 'created'; codeId: string } | { status: 'unknown-category' };

/**
 * A new code of the operator's store, with its audit entry. A code the store
 * already has fails on the unique index; the caller answers 409 for it.
 */
export async function createDiscountCode(
  tx: Database,
  operator: Operator,
  input: DiscountCodeInput,
  currency: string,
): Promise<CreateOutcome> {
  const categoryIds = [...new Set(input.categoryIds ?? [])];
  if ((await countStoreCategories(tx, operator.storeId, categoryIds)) !== categoryIds.length) {
    return { status: 'unknown-category' };
  }
  const values = toCodeValues(input);
  const codeId = await insertDiscountCode(tx, operator.storeId, operator.id, values, categoryIds);
  const limits = [
    values.minSpendMinor > 0 ? `minimum ${formatMoney(values.minSpendMinor, currency)}` : null,
    values.maxUses !== null ? `${values.maxUses} uses` : null,
    values.maxUsesPerCustomer !== null ? `${values.maxUsesPerCustomer} per customer` : null,
  ].filter(Boolean);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'discount_code.created',
    entityType: 'discount_code',
    entityId: codeId,
    summary: `${values.code}: ${describeOffer(values, currency, [])}${limits.length ? ` (${limits.join(', ')})` : ''}`,
    after: {
      ...values,
      startsAt: values.startsAt.toISOString(),
      endsAt: values.endsAt?.toISOString() ?? null,
      categoryIds,
    },
  });
  return { status: 'created', codeId };
}

/** Pauses or resumes one of the store's codes, with its audit entry; false when there is no such code. */
export async function pauseDiscountCode(
  tx: Database,
  operator: Operator,
  codeId: string,
  paused: boolean,
): Promise<boolean> {
  const code = await lockDiscountCode(tx, operator.storeId, codeId);
  if (!code) return false;
  if (code.paused === paused) return true;
  await setDiscountCodePaused(tx, codeId, paused);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: paused ? 'discount_code.paused' : 'discount_code.resumed',
    entityType: 'discount_code',
    entityId: codeId,
    summary: `${code.code} ${paused ? 'paused' : 'resumed'}`,
    before: { paused: code.paused },
    after: { paused },
  });
  return true;
}
