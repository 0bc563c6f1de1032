import { REFERRAL_REWARD_MINOR, type Referrals } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { appendWalletEntry, creditedFor } from '../wallet/service';
import { referralsRepository as repository } from './repository';

/** Friends are shown by first name only. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

export type AddReferrerResult =
  | { status: 'added'; referrals: Referrals }
  | { status: 'self-referral' }
  | { status: 'unknown-code' }
  | { status: 'circular' }
  | { status: 'already-referred' }
  | { status: 'already-ordered' };

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
  if (await repository.completedBefore(tx, customer.id, order.id)) return false;
  const rewarded = await repository.insertReward(tx, {
    referredUserId: customer.id,
    referrerUserId: customer.referredByUserId,
    orderId: order.id,
    rewardMinor: REFERRAL_REWARD_MINOR,
  });
  if (!rewarded) return false;
  const referrerName = await repository.nameOf(tx, customer.referredByUserId);
  await appendWalletEntry(tx, {
    userId: customer.id,
    kind: 'credit',
    reason: 'referral_reward',
    amountMinor: REFERRAL_REWARD_MINOR,
    description: `Referral reward: your first order, thanks to ${firstName(referrerName ?? 'a friend')}`,
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

/** The customer's referrals: their code, the friends it brought, and adding who referred them. */
export function createReferralsService({ db }: { db: Database }) {
  async function get(userId: string): Promise<Referrals> {
    const me = await repository.me(db, userId);
    if (!me) throw new Error(`No user ${userId}`);
    const friends = await repository.friends(db, userId);
    const earnedMinor = await creditedFor(db, userId, 'referral_reward');
    const referrerName = me.referredByUserId
      ? await repository.nameOf(db, me.referredByUserId)
      : undefined;
    return {
      code: me.referralCode,
      linkPath: `/register?ref=${encodeURIComponent(me.referralCode)}`,
      rewardMinor: REFERRAL_REWARD_MINOR,
      earnedMinor,
      currency: me.currency,
      referredBy: referrerName !== undefined ? firstName(referrerName) : null,
      canAddReferrer: !me.referredByUserId && !(await repository.hasOrders(db, userId)),
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
        const me = await repository.lockCustomer(tx, userId);
        if (!me) throw new Error(`No user ${userId}`);
        const wanted = code.trim().toUpperCase();
        if (wanted === me.referralCode) return 'self-referral' as const;
        const referrer = await repository.findByCode(tx, wanted);
        if (!referrer || referrer.storeId !== me.storeId) return 'unknown-code' as const;
        if (me.referredByUserId) return 'already-referred' as const;
        if (await repository.hasOrders(tx, userId)) return 'already-ordered' as const;
        // Two friends naming each other would reward each pair twice.
        if (referrer.referredByUserId === userId) return 'circular' as const;
        await repository.setReferrer(tx, userId, referrer.id);
        return 'added' as const;
      });
      if (outcome !== 'added') return { status: outcome };
      return { status: 'added', referrals: await get(userId) };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
