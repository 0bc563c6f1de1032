import { formatMoney, Link } from '@storefront/shared';
import type { OperatorProblemReport } from '@storefront/shared/contracts';
import { customerPath } from '../../../lib/urls/customers';
import { storeOrderPath } from '../../../lib/urls/orders';
import {
  formatDayAndTime,
  REPORT_BADGE_CLASS,
  REPORT_STATUS_LABELS,
  reportLineText,
} from '@storefront/ui';

/**
 * The reports, newest first; each order number opens the order, where the
 * report is decided. On a narrow screen each row becomes a card (stacked-table.css).
 */
export function ProblemReportTable({ reports }: { reports: OperatorProblemReport[] }) {
  return (
    <table className="db-table db-stacked-table db-pr-table">
      <caption className="db-visually-hidden">Problem reports, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Reported</th>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Items</th>
          <th scope="col" className="db-table__number">
            Value
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <td data-label="Reported">
              <time dateTime={report.createdAt}>{formatDayAndTime(report.createdAt)}</time>
            </td>
            <th scope="row" data-label="Order">
              <Link to={storeOrderPath(report.orderId)}>{report.orderNumber}</Link>
            </th>
            <td data-label="Customer">
              <Link to={customerPath(report.customer.id)}>{report.customer.name}</Link>
            </td>
            <td data-label="Items">
              <ul className="db-pr-lines">
                {report.lines.map((line) => (
                  <li key={line.productId}>{reportLineText(line)}</li>
                ))}
              </ul>
            </td>
            <td data-label="Value" className="db-table__number">
              {formatMoney(report.valueMinor, report.currency)}
            </td>
            <td data-label="Status">
              <span className={REPORT_BADGE_CLASS[report.status]}>
                {REPORT_STATUS_LABELS[report.status]}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
