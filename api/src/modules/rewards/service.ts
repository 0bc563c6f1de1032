import {
  POINTS_PER_CURRENCY_UNIT,
  POINTS_PER_REDEEMED_UNIT,
  WALLET_PAGE_SIZE,
  type Rewards,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { appendWalletEntry, currencyOf, lockUser } from '../wallet/service';
import { rewardsRepository as repository } from './repository';

/** The points history shows as many entries a page as the wallet does. */
export const REWARDS_PAGE_SIZE = WALLET_PAGE_SIZE;

/** Minor units of one currency unit: every store's currency has 2 decimals. */
const MINOR_PER_UNIT = 100;

export type RedeemResult =
  | { status: 'redeemed'; pointsBalance: number; walletBalanceMinor: number; creditedMinor: number }
  | { status: 'documents-not-approved' }
  | { status: 'insufficient'; pointsBalance: number };

/** The balance left by the newest entry; 0 before the first. */
export function pointsBalance(db: Database, userId: string): Promise<number> {
  return repository.balance(db, userId);
}

/** What a completed order earns: POINTS_PER_CURRENCY_UNIT per whole currency unit. */
export const pointsForOrder = (totalMinor: number): number =>
  Math.floor(totalMinor / MINOR_PER_UNIT) * POINTS_PER_CURRENCY_UNIT;

/**
 * Credits the points a completed order earns, in the completing transaction.
 * The caller holds the user's lock; an order earns once (a unique index says so too).
 */
export async function earnPoints(
  tx: Database,
  order: { userId: string; id: string; number: string; totalMinor: number },
): Promise<number> {
  const points = pointsForOrder(order.totalMinor);
  if (points === 0) return 0;
  const balance = await repository.balance(tx, order.userId);
  await repository.insert(tx, {
    userId: order.userId,
    kind: 'earned',
    points,
    balanceAfter: balance + points,
    orderId: order.id,
    description: `Earned on order ${order.number}`,
  });
  return points;
}

/** The customer's loyalty points: their history, and turning them into wallet credit. */
export function createRewardsService({ db }: { db: Database }) {
  return {
    async get(userId: string, page: number): Promise<Rewards> {
      const items = await repository.page(db, userId, page, REWARDS_PAGE_SIZE);
      const total = await repository.count(db, userId);
      const currency = await currencyOf(db, userId);
      const balance = await repository.balance(db, userId);
      return {
        items,
        page,
        pageSize: REWARDS_PAGE_SIZE,
        total,
        balance,
        redeemableMinor: Math.floor(balance / POINTS_PER_REDEEMED_UNIT) * MINOR_PER_UNIT,
        currency,
      };
    },

    /**
     * Turns points into wallet credit in one transaction with the user's row
     * locked: parallel redemptions queue, and none can take the balance below zero.
     */
    redeem(userId: string, points: number): Promise<RedeemResult> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (user?.documentStatus !== 'approved') return { status: 'documents-not-approved' };
        const balance = await repository.balance(tx, userId);
        if (balance < points) return { status: 'insufficient', pointsBalance: balance };
        const creditedMinor = (points / POINTS_PER_REDEEMED_UNIT) * MINOR_PER_UNIT;
        await repository.insert(tx, {
          userId,
          kind: 'redeemed',
          points: -points,
          balanceAfter: balance - points,
          description: `Redeemed ${points} points for wallet credit`,
        });
        const credited = await appendWalletEntry(tx, {
          userId,
          kind: 'credit',
          reason: 'reward_redemption',
          amountMinor: creditedMinor,
          description: `${points} loyalty points redeemed`,
        });
        if (credited.status !== 'written') throw new Error('A credit cannot be refused');
        return {
          status: 'redeemed',
          pointsBalance: balance - points,
          walletBalanceMinor: credited.balanceAfterMinor,
          creditedMinor,
        };
      });
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
