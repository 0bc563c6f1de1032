import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { emailSchema, toE164 } from '@storefront/shared/contracts';
import { containsPattern } from '../../lib/search-pattern';
import { users } from './tables';

const query = new QueryBuilder();

/**
 * An account as other modules read it inside their own statements (an order's
 * customer, a document's reviewer, a referral's friend): its public columns,
 * never its password, sessions or codes. A sub-select Postgres folds into the
 * join, so the statement is planned as if it named the table. `as` names it in
 * the statement; take one per role ('customer', 'operator', …).
 */
export const accountView = (as = 'account') =>
  query
    .select({
      id: users.id,
      storeId: users.storeId,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      staffRole: users.staffRole,
      documentStatus: users.documentStatus,
      referralCode: users.referralCode,
      referredByUserId: users.referredByUserId,
      createdAt: users.createdAt,
      // How they want their order's news: checkout reads the contact with its lock.
      orderUpdatesBySms: users.orderUpdatesBySms,
      orderUpdatesByEmail: users.orderUpdatesByEmail,
    })
    .from(users)
    .as(as);

/**
 * What a search names of an account. A whole mobile (07400 123456 too) or a
 * whole e-mail address is that account, by its unique index. Otherwise part
 * of a name or e-mail, each only where it can be: a name holds no "@", an
 * e-mail no space; and 4 or more of a mobile's digits however spaced (by the
 * trigram index; only for part of one, as every mobile shares the trigrams of
 * +447). Each side left out is a trigram index not read: at 200,000
 * customers, a name searched in the e-mails too cost as much again.
 */
export function accountSearch(q: string): SQL {
  const mobile = toE164(q);
  if (mobile) return eq(users.mobile, mobile);
  const email = emailSchema.safeParse(q);
  if (email.success) return eq(users.email, email.data);
  const digits = q.replace(/\D/g, '');
  return or(
    q.includes('@') ? undefined : ilike(users.name, containsPattern(q)),
    /\s/.test(q.trim()) ? undefined : ilike(users.email, containsPattern(q)),
    digits.length >= 4 ? ilike(users.mobile, containsPattern(digits)) : undefined,
  )!;
}

/** The ids of the store's accounts a search names, for another module's `in (…)`. */
export const accountIdsNamed = (storeId: number, q: string) =>
  query
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.storeId, storeId), accountSearch(q)));
