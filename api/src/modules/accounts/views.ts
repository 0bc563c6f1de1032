import { and, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
 * What a search names of an account: each key a side of it to read, with its
 * value. A whole mobile (07400 123456 too) or a whole e-mail address is that
 * account, by its unique index. Otherwise part of a name or e-mail, each only
 * where it can be: a name holds no "@", an e-mail no space; and 4 or more of
 * a mobile's digits however spaced (by the trigram index; only for part of
 * one, as every mobile shares the trigrams of +447). Each side left out is a
 * trigram index not read: at 200,000 customers, a name searched in the
 * e-mails too cost as much again.
 */
export interface AccountSearch {
  mobile?: string;
  email?: string;
  /** ILIKE patterns, for the trigram indexes. */
  namePart?: string;
  /**
   * What the trigram index of the names with their spaces taken out looks
   * for (nameIndexWindow): a name holding the search holds it so too. The
   * index reads the rows holding all its trigrams, and the whole namePart is
   * checked on those rows only (docs/scale.md, "The name searches").
   */
  nameWithoutSpaces?: string;
  emailPart?: string;
  mobilePart?: string;
}

/**
 * The part of a name search the names' trigram index is asked for: its words
 * run together, the first cut to its last three letters and the last to its
 * first three ("Oliver Cooper" → "verCoo"). A name holding the search holds
 * that too. The trigrams across a space ("erc", "rco") are in few names,
 * where a word's own ("oli", "liv", "per") are each in thousands at the
 * large size, and the index reads every entry of each trigram it is given:
 * with the whole "OliverCooper" (10 trigrams) the order desk's statement
 * took 1.2 ms, with "verCoo" (4) 0.78, for the same 128 customers. One
 * word is asked for whole.
 */
export function nameIndexWindow(q: string): string {
  const words = q.split(' ').filter((word) => word !== '');
  if (words.length < 2) return words.join('');
  return [words[0]!.slice(-3), ...words.slice(1, -1), words.at(-1)!.slice(0, 3)].join('');
}

export function accountSearchOf(q: string): AccountSearch {
  const digits = q.replace(/\D/g, '');
  const hasAt = q.includes('@');
  // A number has digits and an address an @; asking the parsers of a name
  // (libphonenumber and zod) took 60 µs of an order desk search's ~1 ms.
  const mobile = digits.length > 0 ? toE164(q) : null;
  if (mobile) return { mobile };
  const email = hasAt ? emailSchema.safeParse(q) : undefined;
  if (email?.success) return { email: email.data };
  return {
    namePart: hasAt ? undefined : containsPattern(q),
    nameWithoutSpaces: hasAt ? undefined : containsPattern(nameIndexWindow(q)),
    emailPart: /\s/.test(q.trim()) ? undefined : containsPattern(q),
    mobilePart: digits.length >= 4 ? containsPattern(digits) : undefined,
  };
}

/** The expression the names' trigram index is built on (drizzle/online/0005). */
const nameWithoutSpaces = sql`replace(${users.name}, ' ', '')`;

/**
 * The condition a search is. With `placeholders`, each value is a placeholder
 * named by its key, for a statement prepared by the search's shape (which
 * keys it has; preparedOnce).
 */
export function accountSearchSql(search: AccountSearch, placeholders = false): SQL {
  const value = (key: keyof AccountSearch) =>
    placeholders ? sql.placeholder(key) : (search[key] as string);
  const sides = [
    search.mobile !== undefined ? eq(users.mobile, value('mobile')) : undefined,
    search.email !== undefined ? eq(users.email, value('email')) : undefined,
    search.namePart !== undefined
      ? and(
          ilike(nameWithoutSpaces, value('nameWithoutSpaces')),
          ilike(users.name, value('namePart')),
        )
      : undefined,
    search.emailPart !== undefined ? ilike(users.email, value('emailPart')) : undefined,
    search.mobilePart !== undefined ? ilike(users.mobile, value('mobilePart')) : undefined,
  ].filter((side) => side !== undefined);
  return sides.length > 0 ? or(...sides)! : sql`false`;
}

/** The ids of the store's accounts a search names, for another module's `in (…)`. */
export const accountIdsNamed = (
  storeId: number | Placeholder,
  search: AccountSearch,
  placeholders = false,
) =>
  query
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.storeId, storeId), accountSearchSql(search, placeholders)));
