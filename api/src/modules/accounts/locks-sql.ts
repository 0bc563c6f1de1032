import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from './tables';

/**
 * The account row locks other modules take inside their own transactions, and
 * the one write they make to it (who referred the customer). Kept here so
 * that only accounts names its table; each takes the caller's transaction.
 */
export const locksSql = {
  /**
   * Locks the account's row for the rest of the transaction. Every wallet and
   * points write takes this lock first, so one customer's balance changes one
   * at a time and each entry starts from the balance the one before it left;
   * the address book takes it so a customer's address writes run one at a
   * time. Callers that lock several accounts lock them in ascending id order.
   *
   * NO KEY UPDATE, not UPDATE: the rows that point at a user (an audit entry
   * naming the operator, a ledger entry, a message) take a key-share lock on
   * it, and must not wait behind this one. Otherwise an operator checking out
   * their own cart while a catalogue change of theirs holds a product in it
   * would deadlock.
   */
  async lockAccount(tx: Database, userId: string) {
    const [user] = await tx
      .select({
        id: users.id,
        storeId: users.storeId,
        name: users.name,
        role: users.role,
        documentStatus: users.documentStatus,
        referredByUserId: users.referredByUserId,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    return user;
  },

  /**
   * The customer's code and referrer, their row locked FOR UPDATE for the rest
   * of the transaction: adding a referrer waits for a checkout in progress,
   * which locks the same row.
   */
  async lockReferral(tx: Database, userId: string) {
    const [me] = await tx
      .select({
        storeId: users.storeId,
        referralCode: users.referralCode,
        referredByUserId: users.referredByUserId,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return me;
  },

  async setReferrer(tx: Database, userId: string, referrerId: string): Promise<void> {
    await tx
      .update(users)
      .set({ referredByUserId: referrerId, updatedAt: new Date() })
      .where(eq(users.id, userId));
  },
};
