import { Link, useApi } from '@storefront/shared';
import { getDiscountCodes } from '../api/get-discount-codes';
import { DiscountCodeTable } from './discount-code-table';
import '../../../components/operator.css';
import '@storefront/ui/styles/stacked-table.css';
import './discount-codes.css';
import { NEW_DISCOUNT_CODE_PATH } from '../../../lib/urls/discount-codes';
import { DashboardPage, EmptyState, LoadError, LoadingNote } from '@storefront/ui';

/** /operator/discount-codes: every code of the store, with its uses and whether it is live. */
export function DiscountCodesPage() {
  const codes = useApi('operator-discount-codes', getDiscountCodes);

  let content;
  if (codes.failure) {
    content = <LoadError what="the discount codes" failure={codes.failure} onRetry={codes.retry} />;
  } else if (!codes.data) {
    content = <LoadingNote>Loading the discount codes</LoadingNote>;
  } else if (codes.data.length === 0) {
    content = (
      <EmptyState>
        <p>The store has no discount codes yet.</p>
        <Link to={NEW_DISCOUNT_CODE_PATH}>Create the first code</Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <p className="db-op-muted" role="status">
          {codes.data.length} {codes.data.length === 1 ? 'code' : 'codes'}
        </p>
        <DiscountCodeTable codes={codes.data} />
      </>
    );
  }

  return (
    <DashboardPage title="Discount codes">
      <div className="db-op-toolbar">
        <p className="db-op-muted db-dc-lead">
          Codes customers type at checkout. A code cannot be changed once made, only paused.
        </p>
        <Link className="db-action db-dc-link-button" to={NEW_DISCOUNT_CODE_PATH}>
          New discount code
        </Link>
      </div>
      {content}
    </DashboardPage>
  );
}
