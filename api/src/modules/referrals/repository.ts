import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, stores, users } from '../../db/schema';
import { referralRewards } from './tables';

/** All of the referrals' SQL; each function takes the database handle it runs on. */
export const referralsRepository = {
  /** The customer's code, who referred them, and their store's currency. */
  async me(db: Database, userId: string) {
    const [me] = await db
      .select({
        referralCode: users.referralCode,
        referredByUserId: users.referredByUserId,
        currency: stores.currency,
      })
      .from(users)
      .innerJoin(stores, eq(stores.id, users.storeId))
      .where(eq(users.id, userId));
    return me;
  },

  /** The customers this one referred, newest first, with the reward each brought. */
  friends(db: Database, userId: string) {
    return db
      .select({
        name: users.name,
        joinedAt: users.createdAt,
        rewardMinor: referralRewards.rewardMinor,
        rewardedAt: referralRewards.createdAt,
      })
      .from(users)
      .leftJoin(referralRewards, eq(referralRewards.referredUserId, users.id))
      .where(eq(users.referredByUserId, userId))
      .orderBy(desc(users.createdAt), desc(users.id));
  },

  async nameOf(db: Database, userId: string): Promise<string | undefined> {
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return user?.name;
  },

  async hasOrders(db: Database, userId: string): Promise<boolean> {
    const [placed] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    return (placed?.n ?? 0) > 0;
  },

  /** Whether the customer completed an order before this one. */
  async completedBefore(tx: Database, userId: string, orderId: string): Promise<boolean> {
    const [earlier] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(eq(orders.userId, userId), eq(orders.status, 'completed'), ne(orders.id, orderId)),
      );
    return (earlier?.n ?? 0) > 0;
  },

  /** The reward's row; false when the referred customer was already rewarded. */
  async insertReward(
    tx: Database,
    reward: {
      referredUserId: string;
      referrerUserId: string;
      orderId: string;
      rewardMinor: number;
    },
  ): Promise<boolean> {
    const [written] = await tx
      .insert(referralRewards)
      .values(reward)
      .onConflictDoNothing()
      .returning({ referredUserId: referralRewards.referredUserId });
    return written !== undefined;
  },

  /** The customer's row, locked for the rest of the transaction. */
  async lockCustomer(tx: Database, userId: string) {
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

  async findByCode(tx: Database, code: string) {
    const [referrer] = await tx
      .select({ id: users.id, storeId: users.storeId, referredByUserId: users.referredByUserId })
      .from(users)
      .where(eq(users.referralCode, code));
    return referrer;
  },

  async setReferrer(tx: Database, userId: string, referrerId: string): Promise<void> {
    await tx
      .update(users)
      .set({ referredByUserId: referrerId, updatedAt: new Date() })
      .where(eq(users.id, userId));
  },
};
