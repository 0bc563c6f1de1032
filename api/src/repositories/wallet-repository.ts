import { count, desc, eq } from 'drizzle-orm';
import {
  WALLET_PAGE_SIZE,
  type Wallet,
  type WalletEntry,
  type WalletEntryKind,
  type WalletEntryReason,
} from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { orders, stores, users, walletEntries } from '../db/schema';

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
export async function lockUser(tx: Database, userId: string) {
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
}

/** The balance left by the newest entry; 0 before the first. */
export async function walletBalance(db: Database, userId: string): Promise<number> {
  const [latest] = await db
    .select({ balance: walletEntries.balanceAfterMinor })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.id))
    .limit(1);
  return latest?.balance ?? 0;
}

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

export type AppendResult =
  | { status: 'written'; id: number; balanceAfterMinor: number }
  | { status: 'insufficient'; balanceMinor: number };

/**
 * Appends one entry. The caller must hold the user's lock (lockUser) in the
 * same transaction. A debit larger than the balance writes nothing.
 */
export async function appendWalletEntry(
  tx: Database,
  entry: NewWalletEntry,
): Promise<AppendResult> {
  if (!Number.isInteger(entry.amountMinor) || entry.amountMinor <= 0) {
    throw new Error(`A wallet entry moves a positive whole amount, not ${entry.amountMinor}`);
  }
  const balance = await walletBalance(tx, entry.userId);
  const balanceAfterMinor =
    entry.kind === 'debit' ? balance - entry.amountMinor : balance + entry.amountMinor;
  if (balanceAfterMinor < 0) return { status: 'insufficient', balanceMinor: balance };
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
  return { status: 'written', id: written!.id, balanceAfterMinor };
}

export async function currencyOf(db: Database, userId: string): Promise<string> {
  const [store] = await db
    .select({ currency: stores.currency })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, userId));
  return store?.currency ?? '';
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

export function createWalletRepository(db: Database) {
  async function entry(id: number): Promise<WalletEntry> {
    const [row] = await db
      .select(entryColumns)
      .from(walletEntries)
      .leftJoin(orders, eq(orders.id, walletEntries.orderId))
      .where(eq(walletEntries.id, id));
    return toEntry(row!);
  }

  return {
    /** The balance and one page of entries, newest first. */
    async get(userId: string, page: number): Promise<Wallet> {
      const rows = await db
        .select(entryColumns)
        .from(walletEntries)
        .leftJoin(orders, eq(orders.id, walletEntries.orderId))
        .where(eq(walletEntries.userId, userId))
        .orderBy(desc(walletEntries.id))
        .limit(WALLET_PAGE_SIZE)
        .offset((page - 1) * WALLET_PAGE_SIZE);
      const [counted] = await db
        .select({ total: count() })
        .from(walletEntries)
        .where(eq(walletEntries.userId, userId));
      return {
        items: rows.map(toEntry),
        page,
        pageSize: WALLET_PAGE_SIZE,
        total: counted?.total ?? 0,
        balanceMinor: await walletBalance(db, userId),
        currency: await currencyOf(db, userId),
      };
    },

    balance: (userId: string) => walletBalance(db, userId),

    /**
     * Spends from the wallet in its own transaction, with the user's row
     * locked: parallel spends queue, and the one that would overdraw is refused.
     */
    async debit(
      userId: string,
      amountMinor: number,
      reason: WalletEntryReason,
      description: string,
    ): Promise<AppendResult> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        return appendWalletEntry(tx, { userId, kind: 'debit', reason, amountMinor, description });
      });
    },

    /** One entry as the API shows it. */
    entry,
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
