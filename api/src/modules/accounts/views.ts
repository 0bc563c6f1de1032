import { QueryBuilder } from 'drizzle-orm/pg-core';
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
