import { formatMoney, Link } from '@storefront/shared';
import type { OperatorProblemReport } from '@storefront/shared/operator-contracts';
import { formatDayAndTime, ReportStatusBadge, ReportedLines, type Column } from '@storefront/ui';
import { customerPath } from '../../../lib/urls/customers';

/** The reports, newest first; each order number (the row's link) opens the order, where the report is decided. */
export const PROBLEM_REPORT_COLUMNS: readonly Column<OperatorProblemReport>[] = [
  { header: 'Order', cell: (report) => report.orderNumber },
  {
    header: 'Reported',
    cell: (report) => <time dateTime={report.createdAt}>{formatDayAndTime(report.createdAt)}</time>,
  },
  {
    header: 'Customer',
    cell: ({ customer }) => <Link to={customerPath(customer.id)}>{customer.name}</Link>,
  },
  {
    header: 'Items',
    cell: (report) => <ReportedLines lines={report.lines} className="db-pr-lines" />,
  },
  {
    header: 'Value',
    cell: (report) => formatMoney(report.valueMinor, report.currency),
    numeric: true,
  },
  {
    header: 'Status',
    cell: (report) => <ReportStatusBadge status={report.status} />,
  },
];
