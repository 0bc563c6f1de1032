import { Link } from '@storefront/shared';
import { DashboardPage } from '@storefront/ui';
import { NEW_DISCOUNT_CODE_PATH } from '../../../lib/urls/discount-codes';
import { DiscountCodeTable } from './discount-code-table';
import { useMay } from '../../../lib/staff-role';
import '../../../components/operator.css';
import './discount-codes.css';

/** /operator/discount-codes: every code of the store, with its uses and whether it is live. */
export function DiscountCodesPage() {
  const mayCreate = useMay('discounts.write');
  return (
    <DashboardPage title="Discount codes">
      <div className="db-op-toolbar">
        <p className="db-op-muted db-dc-lead">
          Codes customers type at checkout. A code cannot be changed once made, only paused.
        </p>
        {mayCreate && (
          <Link className="db-action db-dc-link-button" to={NEW_DISCOUNT_CODE_PATH}>
            New discount code
          </Link>
        )}
      </div>
      <DiscountCodeTable />
    </DashboardPage>
  );
}
