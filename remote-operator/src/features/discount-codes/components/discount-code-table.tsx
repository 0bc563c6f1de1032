import { formatMoney, Link } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/contracts';
import { useOpenedAt } from '../hooks/use-opened-at';
import { discountStatus } from '../lib/discount-status';
import { minSpendText, usesText } from '../lib/discount-words';
import { CodeWindow } from './code-window';
import { DiscountStatusBadge } from './discount-status-badge';
import { discountCodePath } from '../../../lib/urls/discount-codes';

/** The store's codes, newest first; on a narrow screen each row becomes a card (stacked-table.css). */
export function DiscountCodeTable({ codes }: { codes: OperatorDiscountCode[] }) {
  const now = useOpenedAt();
  return (
    <table className="db-table db-stacked-table db-dc-table">
      <caption className="db-visually-hidden">
        The store&apos;s discount codes, newest first
      </caption>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Offer</th>
          <th scope="col" className="db-table__number">
            Minimum spend
          </th>
          <th scope="col">Dates</th>
          <th scope="col" className="db-table__number">
            Uses
          </th>
          <th scope="col" className="db-table__number">
            Discount given
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id}>
            <th scope="row" className="db-dc-table__code">
              <Link to={discountCodePath(code.id)}>{code.code}</Link>
            </th>
            <td data-label="Offer">{code.description}</td>
            <td data-label="Minimum spend" className="db-table__number">
              {minSpendText(code)}
            </td>
            <td data-label="Dates">
              <CodeWindow code={code} />
            </td>
            <td data-label="Uses" className="db-table__number">
              {usesText(code)}
            </td>
            <td data-label="Discount given" className="db-table__number">
              {formatMoney(code.discountGivenMinor, code.currency)}
            </td>
            <td data-label="Status">
              <DiscountStatusBadge status={discountStatus(code, now)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
