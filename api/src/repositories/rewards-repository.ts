import { count, desc, eq } from 'drizzle-orm';
import {
  POINTS_PER_CURRENCY_UNIT,
  POINTS_PER_REDEEMED_UNIT,
  WALLET_PAGE_SIZE,
  type PointsEntry,
  type Rewards,
} from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { orders, pointsEntries, stores, users } from '../db/schema';
import { appendWalletEntry, lockUser } from './wallet-repository';

/** The points history shows as many entries a page as the wallet does. */
export const REWARDS_PAGE_SIZE = WALLET_PAGE_SIZE;

/** Minor units of one currency unit: every store's currency has 2 decimals. */
const MINOR_PER_UNIT = 100;

export async function pointsBalance(db: Database, userId: string): Promise<number> {
  const [latest] = await db
    .select({ balance: pointsEntries.balanceAfter })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId))
    .orderBy(desc(pointsEntries.id))
    .limit(1);
  return latest?.balance ?? 0;
}

/** What a completed order earns: POINTS_PER_CURRENCY_UNIT per whole currency unit. */
export const pointsForOrder = (totalMinor: number): number =>
  Math.floor(totalMinor / MINOR_PER_UNIT) * POINTS_PER_CURRENCY_UNIT;

/**
 * Credits the points a completed order earns. The caller holds the user's
 * lock; an order earns once (a unique index says so too).
 */
export async function earnPoints(
  tx: Database,
  order: { userId: string; id: string; number: string; totalMinor: number },
): Promise<number> {
  const points = pointsForOrder(order.totalMinor);
  if (points === 0) return 0;
  const balance = await pointsBalance(tx, order.userId);
  await tx.insert(pointsEntries).values({
    userId: order.userId,
    kind: 'earned',
    points,
    balanceAfter: balance + points,
    orderId: order.id,
    description: `Earned on order ${order.number}`,
  });
  return points;
}

export type RedeemResult =
  | { status: 'redeemed'; pointsBalance: number; walletBalanceMinor: number; creditedMinor: number }
  | { status: 'documents-not-approved' }
  | { status: 'insufficient'; pointsBalance: number };

export function createRewardsRepository(db: Database) {
  return {
    async get(userId: string, page: number): Promise<Rewards> {
      const rows = await db
        .select({
          id: pointsEntries.id,
          kind: pointsEntries.kind,
          points: pointsEntries.points,
          balanceAfter: pointsEntries.balanceAfter,
          description: pointsEntries.description,
          orderId: pointsEntries.orderId,
          orderNumber: orders.number,
          createdAt: pointsEntries.createdAt,
        })
        .from(pointsEntries)
        .leftJoin(orders, eq(orders.id, pointsEntries.orderId))
        .where(eq(pointsEntries.userId, userId))
        .orderBy(desc(pointsEntries.id))
        .limit(REWARDS_PAGE_SIZE)
        .offset((page - 1) * REWARDS_PAGE_SIZE);
      const [counted] = await db
        .select({ total: count() })
        .from(pointsEntries)
        .where(eq(pointsEntries.userId, userId));
      const [store] = await db
        .select({ currency: stores.currency })
        .from(users)
        .innerJoin(stores, eq(stores.id, users.storeId))
        .where(eq(users.id, userId));
      const balance = await pointsBalance(db, userId);
      return {
        items: rows.map((row): PointsEntry => ({
          ...row,
          id: String(row.id),
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        pageSize: REWARDS_PAGE_SIZE,
        total: counted?.total ?? 0,
        balance,
        redeemableMinor: Math.floor(balance / POINTS_PER_REDEEMED_UNIT) * MINOR_PER_UNIT,
        currency: store?.currency ?? '',
      };
    },

    /**
     * Turns points into wallet credit in one transaction with the user's row
     * locked: parallel redemptions queue, and none can take the balance below zero.
     */
    async redeem(userId: string, points: number): Promise<RedeemResult> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (user?.documentStatus !== 'approved') return { status: 'documents-not-approved' };
        const balance = await pointsBalance(tx, userId);
        if (balance < points) return { status: 'insufficient', pointsBalance: balance };
        const creditedMinor = (points / POINTS_PER_REDEEMED_UNIT) * MINOR_PER_UNIT;
        await tx.insert(pointsEntries).values({
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

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
