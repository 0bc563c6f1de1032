import { and, count, desc, eq, ne, sum } from 'drizzle-orm';
import { REFERRAL_REWARD_MINOR, type Referrals } from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { orders, referralRewards, stores, users, walletEntries } from '../db/schema';
import { appendWalletEntry } from './wallet-repository';

/** Friends are shown by first name only. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

export type AddReferrerResult =
  | { status: 'added'; referrals: Referrals }
  | { status: 'self-referral' }
  | { status: 'unknown-code' }
  | { status: 'circular' }
  | { status: 'already-referred' }
  | { status: 'already-ordered' };

async function hasOrders(db: Database, userId: string): Promise<boolean> {
  const [placed] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return (placed?.n ?? 0) > 0;
}

/**
 * Called inside the transaction that completes an order, with the customer's
 * and the referrer's rows already locked (lockUser, ascending ids). When this
 * is the customer's first completed order and someone referred them, both
 * sides get REFERRAL_REWARD_MINOR, once: referral_rewards is keyed by the
 * referred customer, so a second reward cannot be written.
 */
export async function rewardReferral(
  tx: Database,
  customer: { id: string; name: string; referredByUserId: string | null },
  order: { id: string; number: string },
): Promise<boolean> {
  if (!customer.referredByUserId) return false;
  const [earlier] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.userId, customer.id), eq(orders.status, 'completed'), ne(orders.id, order.id)),
    );
  if ((earlier?.n ?? 0) > 0) return false;
  const [reward] = await tx
    .insert(referralRewards)
    .values({
      referredUserId: customer.id,
      referrerUserId: customer.referredByUserId,
      orderId: order.id,
      rewardMinor: REFERRAL_REWARD_MINOR,
    })
    .onConflictDoNothing()
    .returning({ referredUserId: referralRewards.referredUserId });
  if (!reward) return false;
  const [referrer] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, customer.referredByUserId));
  await appendWalletEntry(tx, {
    userId: customer.id,
    kind: 'credit',
    reason: 'referral_reward',
    amountMinor: REFERRAL_REWARD_MINOR,
    description: `Referral reward: your first order, thanks to ${firstName(referrer?.name ?? 'a friend')}`,
    orderId: order.id,
  });
  // The friend's order stays theirs: the referrer's entry names the friend, not the order.
  await appendWalletEntry(tx, {
    userId: customer.referredByUserId,
    kind: 'credit',
    reason: 'referral_reward',
    amountMinor: REFERRAL_REWARD_MINOR,
    description: `Referral reward: ${firstName(customer.name)} completed a first order`,
  });
  return true;
}

export function createReferralsRepository(db: Database) {
  async function get(userId: string): Promise<Referrals> {
    const [me] = await db
      .select({
        referralCode: users.referralCode,
        referredByUserId: users.referredByUserId,
        currency: stores.currency,
      })
      .from(users)
      .innerJoin(stores, eq(stores.id, users.storeId))
      .where(eq(users.id, userId));
    if (!me) throw new Error(`No user ${userId}`);
    const friends = await db
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
    const [earned] = await db
      .select({ total: sum(walletEntries.amountMinor).mapWith(Number) })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), eq(walletEntries.reason, 'referral_reward')));
    const referrer = me.referredByUserId
      ? await db.query.users.findFirst({ where: eq(users.id, me.referredByUserId) })
      : undefined;
    return {
      code: me.referralCode,
      linkPath: `/register?ref=${encodeURIComponent(me.referralCode)}`,
      rewardMinor: REFERRAL_REWARD_MINOR,
      earnedMinor: earned?.total ?? 0,
      currency: me.currency,
      referredBy: referrer ? firstName(referrer.name) : null,
      canAddReferrer: !me.referredByUserId && !(await hasOrders(db, userId)),
      items: friends.map((friend) => ({
        friendName: firstName(friend.name),
        joinedAt: friend.joinedAt.toISOString(),
        status: friend.rewardedAt ? ('rewarded' as const) : ('joined' as const),
        rewardMinor: friend.rewardMinor ?? null,
        rewardedAt: friend.rewardedAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    get,

    /**
     * Records who referred the customer, until their first order. The row lock
     * makes this wait for a checkout in progress (which locks the same row),
     * so a referrer can never be slipped in after the first order.
     */
    async addReferrer(userId: string, code: string): Promise<AddReferrerResult> {
      const outcome = await db.transaction(async (tx) => {
        const [me] = await tx
          .select({
            storeId: users.storeId,
            referralCode: users.referralCode,
            referredByUserId: users.referredByUserId,
          })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!me) throw new Error(`No user ${userId}`);
        const wanted = code.trim().toUpperCase();
        if (wanted === me.referralCode) return 'self-referral' as const;
        const [referrer] = await tx
          .select({
            id: users.id,
            storeId: users.storeId,
            referredByUserId: users.referredByUserId,
          })
          .from(users)
          .where(eq(users.referralCode, wanted));
        if (!referrer || referrer.storeId !== me.storeId) return 'unknown-code' as const;
        if (me.referredByUserId) return 'already-referred' as const;
        if (await hasOrders(tx, userId)) return 'already-ordered' as const;
        // Two friends naming each other would reward each pair twice.
        if (referrer.referredByUserId === userId) return 'circular' as const;
        await tx
          .update(users)
          .set({ referredByUserId: referrer.id, updatedAt: new Date() })
          .where(eq(users.id, userId));
        return 'added' as const;
      });
      if (outcome !== 'added') return { status: outcome };
      return { status: 'added', referrals: await get(userId) };
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
