import { formatMoney, useApi } from '@storefront/shared';
import type { WalletEntry } from '@storefront/shared/contracts';
import type { CustomerDetail } from '@storefront/shared/operator-contracts';
import { getCustomerWallet } from '../api/get-customer-wallet';
import { useSectionPage } from '../hooks/use-section-page';
import { WalletCreditForm } from './wallet-credit-form';
import { WalletEntries } from './wallet-entries';
import { EmptyState, LoadError, LoadingNote, Pager } from '@storefront/ui';

const ANCHOR = 'db-cs-wallet';

export interface CustomerWalletProps {
  customer: CustomerDetail;
  onCredited: (entry: WalletEntry) => void;
}

/** The customer's balance and ledger, and a way to give them credit. */
export function CustomerWallet({ customer, onCredited }: CustomerWalletProps) {
  const { page, hrefFor } = useSectionPage('walletPage', ANCHOR);
  const wallet = useApi(`operator-customer-wallet:${customer.id}:${page}`, (signal) =>
    getCustomerWallet(customer.id, page, signal),
  );

  function credited(entry: WalletEntry) {
    const current = wallet.data;
    if (current) {
      wallet.replace({
        ...current,
        balanceMinor: entry.balanceAfterMinor,
        total: current.total + 1,
        // The newest entry heads the first page; later pages shift by one when next read.
        items: page === 1 ? [entry, ...current.items].slice(0, current.pageSize) : current.items,
      });
    } else wallet.retry();
    onCredited(entry);
  }

  let balance;
  let ledger = null;
  if (wallet.failure) {
    balance = <LoadError what="the wallet" failure={wallet.failure} onRetry={wallet.retry} />;
  } else if (!wallet.data) {
    balance = <LoadingNote>Loading the wallet</LoadingNote>;
  } else {
    const { balanceMinor, currency, items, total, pageSize } = wallet.data;
    balance = (
      <p className="db-cs-balance">
        Balance <strong>{formatMoney(balanceMinor, currency)}</strong>
      </p>
    );
    ledger = (
      <>
        {items.length === 0 ? (
          <EmptyState>
            <p>{total === 0 ? 'No wallet entries yet.' : 'There is nothing on this page.'}</p>
          </EmptyState>
        ) : (
          <WalletEntries entries={items} currency={currency} />
        )}
        <Pager
          label="Pages of wallet entries"
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={hrefFor}
        />
      </>
    );
  }

  return (
    <section id={ANCHOR} className="db-op-card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`}>Wallet</h2>
      <div className="db-cs-wallet">
        {balance}
        <WalletCreditForm customer={customer} onCredited={credited} />
      </div>
      {ledger}
    </section>
  );
}
