import { and, count, desc, eq, sum } from 'drizzle-orm';
import {
  WALLET_PAGE_SIZE,
  type WalletEntry,
  type WalletEntryKind,
  type WalletEntryReason,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { orders, stores, users } from '../../db/schema';
import { walletEntries } from './tables';

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

const entryColumns = {
  id: walletEntries.id,
  kind: walletEntries.kind,
  reason: walletEntries.reason,
  amountMinor: walletEntries.amountMinor,
  balanceAfterMinor: walletEntries.balanceAfterMinor,
  description: walletEntries.description,
  orderId: walletEntries.orderId,
  orderNumber: orders.number,
  createdAt: walletEntries.createdAt,
};

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
  /**
   * Locks the user's row for the rest of the transaction. Every wallet and
   * points write takes this lock first, so one customer's balance changes one
   * at a time and each entry starts from the balance the one before it left.
   * Callers that lock several users lock them in ascending id order.
   *
   * NO KEY UPDATE, not UPDATE: the rows that point at a user (an audit entry
   * naming the operator, a ledger entry, a message) take a key-share lock on
   * it, and must not wait behind this one. Otherwise an operator checking out
   * their own cart while a catalogue change of theirs holds a product in it
   * would deadlock.
   */
  async lockUser(tx: Database, userId: string) {
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
    const [store] = await db
      .select({ currency: stores.currency })
      .from(users)
      .innerJoin(stores, eq(stores.id, users.storeId))
      .where(eq(users.id, userId));
    return store?.currency ?? '';
  },

  /** One page of the customer's entries, newest first. */
  async page(db: Database, userId: string, page: number): Promise<WalletEntry[]> {
    const rows = await db
      .select(entryColumns)
      .from(walletEntries)
      .leftJoin(orders, eq(orders.id, walletEntries.orderId))
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
    const [row] = await db
      .select(entryColumns)
      .from(walletEntries)
      .leftJoin(orders, eq(orders.id, walletEntries.orderId))
      .where(eq(walletEntries.id, id));
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
