import type { Wallet, WalletEntry, WalletEntryReason } from '@storefront/shared/contracts';
import { WALLET_PAGE_SIZE } from '@storefront/shared/contracts';
import { formatMoney } from '@storefront/shared/money';
import type { Database } from '../../db/database';
import type { NotifyCustomer } from '../notifications/service';
import { lockAccount } from '../accounts/service';
import { recordAudit } from '../audit/service';
import { walletRepository as repository, type NewWalletEntry } from './repository';

export type { NewWalletEntry } from './repository';

export type AppendResult =
  | { status: 'written'; id: number; balanceAfterMinor: number }
  | { status: 'insufficient'; balanceMinor: number };

export type CreditResult =
  { status: 'credited'; entry: WalletEntry } | { status: 'customer-not-found' };

/**
 * Locks the customer's row for the rest of the caller's transaction: every
 * wallet and points write takes this lock first. The lock is the accounts'
 * (lockAccount, FOR NO KEY UPDATE), since the row is theirs; kept under this
 * name for the wallet's callers.
 */
export function lockUser(tx: Database, userId: string) {
  return lockAccount(tx, userId);
}

/** The balance left by the newest entry; 0 before the first. */
export function walletBalance(db: Database, userId: string): Promise<number> {
  return repository.balance(db, userId);
}

/** How many entries the customer's ledger holds. */
export function walletEntryCount(db: Database, userId: string): Promise<number> {
  return repository.count(db, userId);
}

/** The currency of the customer's store. */
export function currencyOf(db: Database, userId: string): Promise<string> {
  return repository.currencyOf(db, userId);
}

/** All the customer has been credited for one reason, in minor units. */
export function creditedFor(
  db: Database,
  userId: string,
  reason: WalletEntryReason,
): Promise<number> {
  return repository.creditedFor(db, userId, reason);
}

/**
 * Appends one entry, in the caller's transaction. The caller must hold the
 * user's lock (lockUser) in it. A debit larger than the balance writes nothing.
 */
export async function appendWalletEntry(
  tx: Database,
  entry: NewWalletEntry,
): Promise<AppendResult> {
  if (!Number.isInteger(entry.amountMinor) || entry.amountMinor <= 0) {
    throw new Error(`A wallet entry moves a positive whole amount, not ${entry.amountMinor}`);
  }
  const balance = await repository.balance(tx, entry.userId);
  const balanceAfterMinor =
    entry.kind === 'debit' ? balance - entry.amountMinor : balance + entry.amountMinor;
  if (balanceAfterMinor < 0) return { status: 'insufficient', balanceMinor: balance };
  const id = await repository.insert(tx, entry, balanceAfterMinor);
  return { status: 'written', id, balanceAfterMinor };
}

/** The customer's wallet: its ledger, spending from it, and an operator's store credit. */
export function createWalletService({
  db,
  notifyCustomer,
}: {
  db: Database;
  notifyCustomer: NotifyCustomer;
}) {
  return {
    /** The balance and one page of entries, newest first. */
    async get(userId: string, page: number): Promise<Wallet> {
      const items = await repository.page(db, userId, page);
      const total = await repository.count(db, userId);
      return {
        items,
        page,
        pageSize: WALLET_PAGE_SIZE,
        total,
        balanceMinor: await repository.balance(db, userId),
        currency: await repository.currencyOf(db, userId),
      };
    },

    balance: (userId: string) => repository.balance(db, userId),

    /** One entry as the API shows it. */
    entry: (id: number) => repository.entry(db, id),

    /**
     * Spends from the wallet in its own transaction, with the user's row
     * locked: parallel spends queue, and the one that would overdraw is refused.
     */
    debit(
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

    /**
     * An operator's store credit to a customer of their own store, in one
     * transaction with the customer's row locked: the ledger entry, the
     * customer's messages and the audit entry.
     */
    async credit(
      operator: { id: string; storeId: number },
      credit: { userId: string; amountMinor: number; note: string },
    ): Promise<CreditResult> {
      const written = await db.transaction(async (tx) => {
        const customer = await lockUser(tx, credit.userId);
        if (!customer || customer.storeId !== operator.storeId || customer.role !== 'customer') {
          return undefined;
        }
        const entry = await appendWalletEntry(tx, {
          userId: credit.userId,
          kind: 'credit',
          reason: 'store_credit',
          amountMinor: credit.amountMinor,
          description: credit.note,
        });
        if (entry.status !== 'written') return undefined;
        const currency = await repository.currencyOf(tx, credit.userId);
        const balanceBefore = entry.balanceAfterMinor - credit.amountMinor;
        await notifyCustomer(tx, credit.userId, {
          topic: 'wallet_credited',
          amountMinor: credit.amountMinor,
          balanceMinor: entry.balanceAfterMinor,
          currency,
          note: credit.note,
        });
        await recordAudit(tx, {
          storeId: operator.storeId,
          operatorId: operator.id,
          action: 'wallet.credited',
          entityType: 'customer',
          entityId: credit.userId,
          customerId: credit.userId,
          summary: `${formatMoney(credit.amountMinor, currency)} wallet credit to ${customer.name}: ${credit.note}`,
          before: { balanceMinor: balanceBefore },
          after: { balanceMinor: entry.balanceAfterMinor, note: credit.note },
        });
        return entry;
      });
      if (!written) return { status: 'customer-not-found' };
      return { status: 'credited', entry: await repository.entry(db, written.id) };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
