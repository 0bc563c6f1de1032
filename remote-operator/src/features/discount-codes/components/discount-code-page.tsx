import { Link, useApi, useParams } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { getDiscountCode } from '../api/get-discount-code';
import { useOpenedAt } from '../hooks/use-opened-at';
import { discountStatus } from '../lib/discount-status';
import { BackLink } from './back-link';
import { DiscountCodeFacts } from './discount-code-facts';
import { DiscountStatusBadge } from './discount-status-badge';
import { PauseControl } from './pause-control';
import { Redemptions } from './redemptions';
import '../../../components/operator.css';
import './discount-codes.css';
import { DISCOUNT_CODES_PATH } from '../../../lib/urls/discount-codes';
import { DashboardPage, EmptyState, LoadError, LoadingNote } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

/** Codes are known by UUID; anything else in the URL was mistyped, and the API is not asked. */
const CODE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /operator/discount-codes/:codeId: the code, Pause or Resume, and
 * the orders that used it. Keyed by the id, so nothing of one code's page
 * stays on another's.
 */
export function DiscountCodePage() {
  const { codeId = '' } = useParams();
  if (!CODE_ID.test(codeId)) return <CodeNotFound />;
  return <DiscountCode key={codeId} codeId={codeId} />;
}

function DiscountCode({ codeId }: { codeId: string }) {
  const found = useApi(`operator-discount-code:${codeId}`, (signal) =>
    getDiscountCode(codeId, signal),
  );
  const openedAt = useOpenedAt();
  const mayPause = useMay('discounts.write');
  if (found.failure?.status === 404) return <CodeNotFound />;
  if (found.failure) {
    return (
      <DashboardPage title="Discount code">
        <BackLink />
        <LoadError what="the discount code" failure={found.failure} onRetry={found.retry} />
      </DashboardPage>
    );
  }
  if (!found.data) {
    return (
      <DashboardPage title="Discount code">
        <LoadingNote>Loading the discount code</LoadingNote>
      </DashboardPage>
    );
  }
  const code: OperatorDiscountCode = found.data;
  const status = discountStatus(code, openedAt);
  return (
    <DashboardPage title={code.code}>
      <BackLink />
      <div className="db-dc-summary">
        <p role="status" aria-label="Status">
          <DiscountStatusBadge status={status} />
        </p>
        {mayPause && <PauseControl code={code} status={status} onChanged={found.replace} />}
      </div>
      <div className="db-op-stack">
        <DiscountCodeFacts code={code} />
        <Redemptions codeId={code.id} currency={code.currency} />
      </div>
    </DashboardPage>
  );
}

function CodeNotFound() {
  return (
    <DashboardPage title="Discount code not found">
      <EmptyState>
        <p>There is no such discount code in the store. It may have been mistyped.</p>
        <Link to={DISCOUNT_CODES_PATH}>Back to discount codes</Link>
      </EmptyState>
    </DashboardPage>
  );
}
