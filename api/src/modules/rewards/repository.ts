import { count, desc, eq } from 'drizzle-orm';
import type { PointsEntry, PointsEntryKind } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { pointsEntries } from './tables';
import { orderView } from '../orders/service';

export interface NewPointsEntry {
  userId: string;
  kind: PointsEntryKind;
  /** Positive when earned, negative when redeemed. */
  points: number;
  balanceAfter: number;
  orderId?: string;
  description: string;
}

/** All of the loyalty points' SQL; each function takes the database handle it runs on. */
export const rewardsRepository = {
  /** The balance left by the newest entry; 0 before the first. */
  async balance(db: Database, userId: string): Promise<number> {
    const [latest] = await db
      .select({ balance: pointsEntries.balanceAfter })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, userId))
      .orderBy(desc(pointsEntries.id))
      .limit(1);
    return latest?.balance ?? 0;
  },

  async insert(tx: Database, entry: NewPointsEntry): Promise<void> {
    await tx.insert(pointsEntries).values(entry);
  },

  /** One page of the customer's entries, newest first. */
  async page(db: Database, userId: string, page: number, pageSize: number): Promise<PointsEntry[]> {
    const order = orderView('order');
    const rows = await db
      .select({
        id: pointsEntries.id,
        kind: pointsEntries.kind,
        points: pointsEntries.points,
        balanceAfter: pointsEntries.balanceAfter,
        description: pointsEntries.description,
        orderId: pointsEntries.orderId,
        orderNumber: order.number,
        createdAt: pointsEntries.createdAt,
      })
      .from(pointsEntries)
      .leftJoin(order, eq(order.id, pointsEntries.orderId))
      .where(eq(pointsEntries.userId, userId))
      .orderBy(desc(pointsEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      createdAt: row.createdAt.toISOString(),
    }));
  },

  async count(db: Database, userId: string): Promise<number> {
    const [counted] = await db
      .select({ total: count() })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, userId));
    return counted?.total ?? 0;
  },
};
