import type { CartDiscount, DiscountRefusal, QuoteLine } from '@storefront/shared/contracts';
import type { DiscountCodeInput } from '@storefront/shared/operator-contracts';
import { formatMoney } from '@storefront/shared/money';
import type { Database } from '../../db/database';
import { describeOffer, refusalMessage } from '../../discounts/discount-words';
import { priceDiscount } from '../../discounts/price-discount';
import { recordAudit } from '../../modules/audit/service';
import {
  countStoreCategories,
  findDiscountCode,
  insertDiscountCode,
  linesForDiscount,
  lockDiscountCode,
  setDiscountCodePaused,
  toCodeValues,
} from '../../repositories/discount-codes-repository';
import type { Operator } from '../../lib/operator';

/** What an applicable code takes off the lines, today. */
export interface DiscountQuote {
  code: string;
  /** '10% off dairy', '£5.00 off' */
  description: string;
  /** The goods the code applies to, before the discount. */
  eligibleSubtotalMinor: number;
  discountMinor: number;
}

export type QuoteOutcome =
  | { status: 'applies'; quote: DiscountQuote }
  | { status: 'refused'; reason: DiscountRefusal; message: string; description: string | null };

/** Whom a code is priced for: a signed-in customer, whose own uses count, or a visitor (null). */
export interface DiscountShopper {
  userId: string | null;
  storeId: number;
  currency: string;
}

/**
 * What a code takes off these lines today, or why it takes nothing: the one
 * pricing of a code before checkout. Nothing is locked or kept: placing the
 * order prices the code again, under its lock.
 */
export async function quoteDiscount(
  db: Database,
  shopper: DiscountShopper,
  code: string,
  lines: readonly QuoteLine[],
): Promise<QuoteOutcome> {
  const facts = await findDiscountCode(db, shopper.storeId, code, shopper.userId);
  if (!facts) {
    return {
      status: 'refused',
      reason: 'unknown',
      message: refusalMessage('unknown', code, null, shopper.currency),
      description: null,
    };
  }
  const description = describeOffer(facts, shopper.currency, facts.categoryNames);
  const priced = await linesForDiscount(db, shopper.storeId, lines);
  const pricing = priceDiscount(facts, priced, new Date());
  if (pricing.status === 'refused') {
    return {
      status: 'refused',
      reason: pricing.reason,
      message: refusalMessage(pricing.reason, facts.code, facts, shopper.currency),
      description,
    };
  }
  return {
    status: 'applies',
    quote: {
      code: facts.code,
      description,
      eligibleSubtotalMinor: pricing.eligibleSubtotalMinor,
      discountMinor: pricing.discountMinor,
    },
  };
}

/**
 * The cart's applied code, priced against its lines as they are now: what it
 * takes off, or, once it stops applying, why not. Null without a code.
 */
export async function cartDiscount(
  db: Database,
  shopper: DiscountShopper,
  code: string | null,
  lines: readonly QuoteLine[],
): Promise<CartDiscount | null> {
  if (!code) return null;
  const outcome = await quoteDiscount(db, shopper, code, lines);
  return outcome.status === 'applies'
    ? {
        code: outcome.quote.code,
        description: outcome.quote.description,
        discountMinor: outcome.quote.discountMinor,
        notApplying: null,
      }
    : { code, description: outcome.description, discountMinor: 0, notApplying: outcome.message };
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
