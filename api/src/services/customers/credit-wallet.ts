import { formatMoney } from '@storefront/shared/money';
import type { WalletEntry } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { NotifyCustomer } from '../../modules/notifications/service';
import { recordAudit } from '../../modules/audit/service';
import {
  appendWalletEntry,
  currencyOf,
  lockUser,
  type WalletRepository,
} from '../../repositories/wallet-repository';

export type CreditResult =
  { status: 'credited'; entry: WalletEntry } | { status: 'customer-not-found' };

/**
 * An operator's store credit to a customer of their own store, in one
 * transaction with the customer's row locked: the ledger entry, the
 * customer's messages and the audit entry.
 */
export async function creditWallet(
  db: Database,
  wallet: WalletRepository,
  notifyCustomer: NotifyCustomer,
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
    const currency = await currencyOf(tx, credit.userId);
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
  return { status: 'credited', entry: await wallet.entry(written.id) };
}
