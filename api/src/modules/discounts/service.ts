import type { CartDiscount, DiscountRefusal, QuoteLine } from '@storefront/shared/contracts';
import type { DiscountCodeInput } from '@storefront/shared/operator-contracts';
import { formatMoney } from '@storefront/shared/money';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/service';
import type { Operator } from '../../lib/operator';
import { describeOffer, refusalMessage } from './discount-words';
import { priceDiscount, type DiscountCodeFacts, type PricedLine } from './price-discount';
import {
  codeFactsSql,
  discountsRepository as repository,
  redemptionSql,
  type CodeFactsJson,
  type NewCodeValues,
} from './repository';

export type { CodeFactsJson } from './repository';

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

export type CreateOutcome =
  { status: 'created'; codeId: string } | { status: 'unknown-category' } | { status: 'taken' };

export type CheckoutPricing =
  | { status: 'applies'; codeId: string; discountMinor: number; lineDiscountsMinor: number[] }
  | { status: 'refused'; reason: DiscountRefusal; message: string };

const toFacts = ({ categories, ...json }: CodeFactsJson): DiscountCodeFacts => ({
  ...json,
  startsAt: new Date(json.startsAt),
  endsAt: json.endsAt === null ? null : new Date(json.endsAt),
  categoryIds: categories.map((category) => category.id),
});

/**
 * The code a checkout gives, read and locked inside the checkout's own
 * statement: the same reading the cart's pricing runs (see codeFactsSql).
 */
export function lockedCodeSql(at: {
  storeId: SQL;
  code: SQL;
  userId: SQL;
}): SQL<CodeFactsJson | null> {
  return codeFactsSql(at, { lock: true });
}

/** The placed order's use of its code, as parts of the checkout's own statement (see redemptionSql). */
export function redeemCodeSql(codeId: SQL): SQL {
  return redemptionSql(codeId);
}

/**
 * The locked code priced against the order's lines: each line's share of the
 * discount, or the refusal with its reason and sentence.
 */
export function priceCheckoutCode(
  code: string,
  locked: CodeFactsJson | null,
  lines: PricedLine[],
  currency: string,
): CheckoutPricing {
  if (!locked) {
    return {
      status: 'refused',
      reason: 'unknown',
      message: refusalMessage('unknown', code, null, currency),
    };
  }
  const facts = toFacts(locked);
  const pricing = priceDiscount(facts, lines, new Date());
  if (pricing.status === 'refused') {
    return {
      status: 'refused',
      reason: pricing.reason,
      message: refusalMessage(pricing.reason, code, facts, currency),
    };
  }
  return {
    status: 'applies',
    codeId: facts.id,
    discountMinor: pricing.discountMinor,
    lineDiscountsMinor: pricing.lineDiscountsMinor,
  };
}

/** Gives a cancelled order's use of its code back, in the cancel's transaction. */
export function releaseDiscount(tx: Database, orderId: string): Promise<void> {
  return repository.release(tx, orderId);
}

/** The columns of a new code, from the operator's checked input. */
function toCodeValues(input: DiscountCodeInput): NewCodeValues {
  return {
    code: input.code,
    kind: input.kind,
    percentOff: input.percentOff ?? null,
    amountOffMinor: input.amountOffMinor ?? null,
    minSpendMinor: input.minSpendMinor ?? 0,
    startsAt: input.startsAt ? new Date(input.startsAt) : new Date(),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
  };
}

/** A new code's audit summary: '£5.00 off (minimum £20.00, 100 uses)'. */
function summaryOf(values: NewCodeValues, currency: string): string {
  const limits = [
    values.minSpendMinor > 0 ? `minimum ${formatMoney(values.minSpendMinor, currency)}` : null,
    values.maxUses !== null ? `${values.maxUses} uses` : null,
    values.maxUsesPerCustomer !== null ? `${values.maxUsesPerCustomer} per customer` : null,
  ].filter(Boolean);
  return `${values.code}: ${describeOffer(values, currency, [])}${limits.length ? ` (${limits.join(', ')})` : ''}`;
}

/** Discount codes: the customer's pricing of one, and the operator's codes. */
export function createDiscountsService({ db }: { db: Database }) {
  /**
   * What a code takes off these lines today, or why it takes nothing: the one
   * pricing of a code before checkout. Nothing is locked or kept: placing the
   * order prices the code again, under its lock.
   */
  async function quote(
    shopper: DiscountShopper,
    code: string,
    lines: readonly QuoteLine[],
  ): Promise<QuoteOutcome> {
    const found = await repository.findFacts(db, shopper.storeId, code, shopper.userId);
    if (!found) {
      return {
        status: 'refused',
        reason: 'unknown',
        message: refusalMessage('unknown', code, null, shopper.currency),
        description: null,
      };
    }
    const facts = toFacts(found);
    const categoryNames = found.categories.map((category) => category.name);
    const description = describeOffer(facts, shopper.currency, categoryNames);
    const priced = await repository.linesFor(db, shopper.storeId, lines);
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

  return {
    quote,

    /**
     * The cart's applied code, priced against its lines as they are now: what it
     * takes off, or, once it stops applying, why not. Null without a code.
     */
    async cartDiscount(
      shopper: DiscountShopper,
      code: string | null,
      lines: readonly QuoteLine[],
    ): Promise<CartDiscount | null> {
      if (!code) return null;
      const outcome = await quote(shopper, code, lines);
      return outcome.status === 'applies'
        ? {
            code: outcome.quote.code,
            description: outcome.quote.description,
            discountMinor: outcome.quote.discountMinor,
            notApplying: null,
          }
        : {
            code,
            description: outcome.description,
            discountMinor: 0,
            notApplying: outcome.message,
          };
    },

    /** The store's codes, newest first. */
    list: (storeId: number) => repository.list(db, storeId),

    find: (storeId: number, codeId: string) => repository.find(db, storeId, codeId),

    /** The orders placed with one of the store's codes, newest first. */
    redemptions: (storeId: number, codeId: string, page: number) =>
      repository.redemptions(db, storeId, codeId, page),

    /**
     * A new code of the operator's store, with its audit entry. A code the
     * store already has fails on the unique index: 'taken'.
     */
    async create(
      operator: Operator,
      input: DiscountCodeInput,
      currency: string,
    ): Promise<CreateOutcome> {
      const categoryIds = [...new Set(input.categoryIds ?? [])];
      const values = toCodeValues(input);
      try {
        return await db.transaction(async (tx) => {
          const known = await repository.countStoreCategories(tx, operator.storeId, categoryIds);
          if (known !== categoryIds.length) return { status: 'unknown-category' as const };
          const codeId = await repository.insert(
            tx,
            operator.storeId,
            operator.id,
            values,
            categoryIds,
          );
          await recordAudit(tx, {
            storeId: operator.storeId,
            operatorId: operator.id,
            action: 'discount_code.created',
            entityType: 'discount_code',
            entityId: codeId,
            summary: summaryOf(values, currency),
            after: {
              ...values,
              startsAt: values.startsAt.toISOString(),
              endsAt: values.endsAt?.toISOString() ?? null,
              categoryIds,
            },
          });
          return { status: 'created' as const, codeId };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { status: 'taken' };
      }
    },

    /** Pauses or resumes one of the store's codes, with its audit entry; false when there is no such code. */
    pause(operator: Operator, codeId: string, paused: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const code = await repository.lock(tx, operator.storeId, codeId);
        if (!code) return false;
        if (code.paused === paused) return true;
        await repository.setPaused(tx, codeId, paused);
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
      });
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
