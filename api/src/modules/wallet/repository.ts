import { and, count, desc, eq, sum } from 'drizzle-orm';
import {
  WALLET_PAGE_SIZE,
  type WalletEntry,
  type WalletEntryKind,
  type WalletEntryReason,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { accountView } from '../accounts/service';
import { storeView } from '../store/service';
import { walletEntries } from './tables';
import { orderView } from '../orders/service';

export interface NewWalletEntry {
  userId: string;
  kind: WalletEntryKind;
  reason: WalletEntryReason;
  amountMinor: number;
  description: string;
  orderId?: string | null;
  /** The problem report a 'problem_refund' entry pays out. */
  problemReportId?: string | null;
}

/** The entries, each with the number of the order it names (through the orders' view). */
const entriesWithOrder = (db: Database, order: Awaited<ReturnType<typeof orderView>>) =>
  db
    .select({
      id: walletEntries.id,
      kind: walletEntries.kind,
      reason: walletEntries.reason,
      amountMinor: walletEntries.amountMinor,
      balanceAfterMinor: walletEntries.balanceAfterMinor,
      description: walletEntries.description,
      orderId: walletEntries.orderId,
      orderNumber: order.number,
      createdAt: walletEntries.createdAt,
    })
    .from(walletEntries)
    .leftJoin(order, eq(order.id, walletEntries.orderId))
    .$dynamic();

type EntryRow = {
  id: number;
  createdAt: Date;
} & Omit<WalletEntry, 'id' | 'createdAt'>;

const toEntry = (row: EntryRow): WalletEntry => ({
  ...row,
  id: String(row.id),
  createdAt: row.createdAt.toISOString(),
});

/** All of the wallet's SQL; each function takes the database handle it runs on. */
export const walletRepository = {
  /** The balance left by the newest entry; 0 before the first. */
  async balance(db: Database, userId: string): Promise<number> {
    const [latest] = await db
      .select({ balance: walletEntries.balanceAfterMinor })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.id))
      .limit(1);
    return latest?.balance ?? 0;
  },

  async insert(tx: Database, entry: NewWalletEntry, balanceAfterMinor: number): Promise<number> {
    const [written] = await tx
      .insert(walletEntries)
      .values({
        userId: entry.userId,
        kind: entry.kind,
        reason: entry.reason,
        amountMinor: entry.amountMinor,
        balanceAfterMinor,
        orderId: entry.orderId ?? null,
        problemReportId: entry.problemReportId ?? null,
        description: entry.description,
      })
      .returning({ id: walletEntries.id });
    return written!.id;
  },

  /** The currency of the customer's store; '' when there is no such customer. */
  async currencyOf(db: Database, userId: string): Promise<string> {
    const customer = accountView('customer');
    const store = storeView('store');
    const [found] = await db
      .select({ currency: store.currency })
      .from(customer)
      .innerJoin(store, eq(store.id, customer.storeId))
      .where(eq(customer.id, userId));
    return found?.currency ?? '';
  },

  /** One page of the customer's entries, newest first. */
  async page(db: Database, userId: string, page: number): Promise<WalletEntry[]> {
    const rows = await entriesWithOrder(db, orderView('order'))
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.id))
      .limit(WALLET_PAGE_SIZE)
      .offset((page - 1) * WALLET_PAGE_SIZE);
    return rows.map(toEntry);
  },

  async count(db: Database, userId: string): Promise<number> {
    const [counted] = await db
      .select({ total: count() })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId));
    return counted?.total ?? 0;
  },

  /** One entry as the API shows it. */
  async entry(db: Database, id: number): Promise<WalletEntry> {
    const [row] = await entriesWithOrder(db, orderView('order')).where(eq(walletEntries.id, id));
    return toEntry(row!);
  },

  /** All the customer has been credited for one reason, in minor units. */
  async creditedFor(db: Database, userId: string, reason: WalletEntryReason): Promise<number> {
    const [earned] = await db
      .select({ total: sum(walletEntries.amountMinor).mapWith(Number) })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), eq(walletEntries.reason, reason)));
    return earned?.total ?? 0;
  },
};
