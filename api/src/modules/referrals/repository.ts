import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accountView, lockReferral, setReferrer } from '../accounts/service';
import { orderView } from '../orders/service';
import { storeView } from '../store/service';
import { referralRewards } from './tables';

// Accounts and orders are read through their modules' views, built per call:
// referrals load inside the orders' import cycle (completing an order rewards one).

/** All of the referrals' SQL; each function takes the database handle it runs on. */
export const referralsRepository = {
  /** The customer's code, who referred them, and their store's currency. */
  async me(db: Database, userId: string) {
    const user = accountView('user');
    const store = storeView('store');
    const [me] = await db
      .select({
        referralCode: user.referralCode,
        referredByUserId: user.referredByUserId,
        currency: store.currency,
      })
      .from(user)
      .innerJoin(store, eq(store.id, user.storeId))
      .where(eq(user.id, userId));
    return me;
  },

  /** The customers this one referred, newest first, with the reward each brought. */
  friends(db: Database, userId: string) {
    const friend = accountView('friend');
    return db
      .select({
        name: friend.name,
        joinedAt: friend.createdAt,
        rewardMinor: referralRewards.rewardMinor,
        rewardedAt: referralRewards.createdAt,
      })
      .from(friend)
      .leftJoin(referralRewards, eq(referralRewards.referredUserId, friend.id))
      .where(eq(friend.referredByUserId, userId))
      .orderBy(desc(friend.createdAt), desc(friend.id));
  },

  async nameOf(db: Database, userId: string): Promise<string | undefined> {
    const account = accountView('account');
    const [user] = await db
      .select({ name: account.name })
      .from(account)
      .where(eq(account.id, userId));
    return user?.name;
  },

  async hasOrders(db: Database, userId: string): Promise<boolean> {
    const order = orderView('order');
    const [placed] = await db.select({ n: count() }).from(order).where(eq(order.userId, userId));
    return (placed?.n ?? 0) > 0;
  },

  /** Whether the customer completed an order before this one. */
  async completedBefore(tx: Database, userId: string, orderId: string): Promise<boolean> {
    const order = orderView('order');
    const [earlier] = await tx
      .select({ n: count() })
      .from(order)
      .where(and(eq(order.userId, userId), eq(order.status, 'completed'), ne(order.id, orderId)));
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

  /** The customer's row, locked FOR UPDATE for the rest of the transaction (the accounts' lock). */
  lockCustomer: (tx: Database, userId: string) => lockReferral(tx, userId),

  async findByCode(tx: Database, code: string) {
    const account = accountView('referrer');
    const [referrer] = await tx
      .select({
        id: account.id,
        storeId: account.storeId,
        referredByUserId: account.referredByUserId,
      })
      .from(account)
      .where(eq(account.referralCode, code));
    return referrer;
  },

  /** Who referred the customer: a write to the account, made by the accounts. */
  setReferrer: (tx: Database, userId: string, referrerId: string): Promise<void> =>
    setReferrer(tx, userId, referrerId),
};
