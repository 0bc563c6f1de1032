import { Link, useSearchParams, formatMoney, useApi } from '@storefront/shared';
import { getWallet } from '../api/get-wallet';
import '../../../components/money-pages.css';
import { DASHBOARD_LEDGER } from '../../../components/ledger';
import { useDocumentsApproved } from '../../../hooks/use-documents-approved';
import {
  DashboardPage,
  EmptyState,
  LoadError,
  LoadingNote,
  pageFrom,
  WalletLedger,
} from '@storefront/ui';

export const VERIFY_FOR_WALLET = '/verify/documents?returnTo=/dashboard/wallet';

function WalletContent() {
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const wallet = useApi(`wallet-${page}`, (signal) => getWallet(page, signal));
  const approved = useDocumentsApproved();

  if (wallet.failure) {
    return <LoadError what="your wallet" failure={wallet.failure} onRetry={wallet.retry} />;
  }
  if (!wallet.data) return <LoadingNote>Loading your wallet…</LoadingNote>;

  const { balanceMinor, currency, total } = wallet.data;
  return (
    <>
      <section className="db-balance" aria-labelledby="db-wallet-balance">
        <h2 id="db-wallet-balance" className="db-balance__label">
          Balance
        </h2>
        <p className="db-balance__value" data-testid="wallet-balance">
          {formatMoney(balanceMinor, currency)}
        </p>
        <p className="db-balance__note">
          Spend it at checkout, on part or all of an order.
          {!approved && (
            <>
              {' '}
              Paying from your wallet needs verified identity documents.{' '}
              <Link to={VERIFY_FOR_WALLET}>Verify your documents</Link>
            </>
          )}
        </p>
      </section>

      <h2>Transactions</h2>
      <WalletLedger
        {...DASHBOARD_LEDGER}
        wallet={wallet.data}
        page={page}
        caption="Wallet transactions, newest first"
        pagerLabel="Wallet pages"
        hrefFor={(to) => (to === 1 ? '/dashboard/wallet' : `/dashboard/wallet?page=${to}`)}
        empty={
          total === 0 ? (
            <EmptyState>
              <p>
                No transactions yet. Refunds, loyalty rewards and referral rewards land here, ready
                to spend at checkout.
              </p>
            </EmptyState>
          ) : (
            <EmptyState>
              <p>There is nothing on this page.</p>
              <Link to="/dashboard/wallet">See the latest transactions</Link>
            </EmptyState>
          )
        }
      />
    </>
  );
}

export function WalletPage() {
  return (
    <DashboardPage title="My Wallet">
      <WalletContent />
    </DashboardPage>
  );
}
