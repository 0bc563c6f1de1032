import { useMemo } from 'react';
import { formatMoney, Link, useApi } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { DataTable, EmptyState, type Column } from '@storefront/ui';
import { NEW_DISCOUNT_CODE_PATH, discountCodePath } from '../../../lib/urls/discount-codes';
import { getDiscountCodes } from '../api/get-discount-codes';
import { useOpenedAt } from '../hooks/use-opened-at';
import { discountStatus } from '../lib/discount-status';
import { minSpendText, usesText } from '../lib/discount-words';
import { CodeWindow } from './code-window';
import { DiscountStatusBadge } from './discount-status-badge';
import { useMay } from '../../../lib/staff-role';

/** `now` (when the page opened) decides each code's status. */
const columnsAt = (now: number): readonly Column<OperatorDiscountCode>[] => [
  // Codes are typed by customers: shown in a face where 0 and O differ.
  { header: 'Code', cell: (code) => <span className="db-dc-code">{code.code}</span> },
  { header: 'Offer', cell: (code) => code.description },
  { header: 'Minimum spend', cell: minSpendText, numeric: true },
  { header: 'Dates', cell: (code) => <CodeWindow code={code} /> },
  { header: 'Uses', cell: usesText, numeric: true },
  {
    header: 'Discount given',
    cell: (code) => formatMoney(code.discountGivenMinor, code.currency),
    numeric: true,
  },
  { header: 'Status', cell: (code) => <DiscountStatusBadge status={discountStatus(code, now)} /> },
];

/** The store's codes, newest first, with how many there are; each code opens its page. */
export function DiscountCodeTable() {
  const codes = useApi('operator-discount-codes', getDiscountCodes);
  const now = useOpenedAt();
  const mayCreate = useMay('discounts.write');
  const columns = useMemo(() => columnsAt(now), [now]);
  const count = codes.data?.length ?? 0;
  return (
    <>
      {count > 0 && (
        <p className="db-op-muted" role="status">
          {count} {count === 1 ? 'code' : 'codes'}
        </p>
      )}
      <DataTable
        caption="The store's discount codes, newest first"
        columns={columns}
        rows={codes.data}
        rowKey={(code) => code.id}
        rowHref={(code) => discountCodePath(code.id)}
        what="the discount codes"
        failure={codes.failure}
        onRetry={codes.retry}
        empty={
          <EmptyState>
            <p>The store has no discount codes yet.</p>
            {mayCreate && <Link to={NEW_DISCOUNT_CODE_PATH}>Create the first code</Link>}
          </EmptyState>
        }
      />
    </>
  );
}
