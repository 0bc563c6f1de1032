import { formatMoney, useApi } from '@storefront/shared';
import type { WalletEntry } from '@storefront/shared/contracts';
import type { CustomerDetail } from '@storefront/shared/operator-contracts';
import { getCustomerWallet } from '../api/get-customer-wallet';
import { useSectionPage } from '../hooks/use-section-page';
import { WalletCreditForm } from './wallet-credit-form';
import { storeOrderPath } from '../../../lib/urls/orders';
import { EmptyState, formatDayAndTime, LoadError, LoadingNote, WalletLedger } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

const ANCHOR = 'db-cs-wallet';

export interface CustomerWalletProps {
  customer: CustomerDetail;
  onCredited: (entry: WalletEntry) => void;
}

/** The customer's balance and ledger, and a way to give them credit for a role that may. */
export function CustomerWallet({ customer, onCredited }: CustomerWalletProps) {
  const { page, hrefFor } = useSectionPage('walletPage', ANCHOR);
  const mayCredit = useMay('wallet.credit');
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
    const { balanceMinor, currency, total } = wallet.data;
    balance = (
      <p className="db-cs-balance">
        Balance <strong>{formatMoney(balanceMinor, currency)}</strong>
      </p>
    );
    ledger = (
      <WalletLedger
        wallet={wallet.data}
        page={page}
        date={formatDayAndTime}
        orderHref={storeOrderPath}
        caption="Wallet entries, newest first"
        pagerLabel="Pages of wallet entries"
        hrefFor={hrefFor}
        empty={
          <EmptyState>
            <p>{total === 0 ? 'No wallet entries yet.' : 'There is nothing on this page.'}</p>
          </EmptyState>
        }
      />
    );
  }

  return (
    <section id={ANCHOR} className="db-card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`}>Wallet</h2>
      <div className="db-cs-wallet">
        {balance}
        {mayCredit && <WalletCreditForm customer={customer} onCredited={credited} />}
      </div>
      {ledger}
    </section>
  );
}
