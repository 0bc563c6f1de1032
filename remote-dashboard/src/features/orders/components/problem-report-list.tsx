import { formatMoney } from '@storefront/shared';
import type { Order, ProblemReport, ProblemReportStatus } from '@storefront/shared/contracts';
import { PROBLEM_REPORT_STATUS_LABELS, type RefundDestination } from '@storefront/shared/constants';
import { formatDay, ReportBody, StatusBadge, type StatusTone } from '@storefront/ui';

// Yellow while the store looks at it, then green for a refund, red for none.
const STATUS_TONES: Record<ProblemReportStatus, StatusTone> = {
  open: 'progress',
  approved: 'good',
  rejected: 'bad',
};

// Said to the customer, so not REFUND_DESTINATION_LABELS, which are the store's words.
const REFUNDED_TO: Record<RefundDestination, string> = {
  wallet: 'to your wallet',
  original: 'to your original payment',
};

/** What the store decided, in a sentence; nothing while the report is open. */
function decision(report: ProblemReport): string | null {
  if (report.status === 'approved') {
    const refunded = formatMoney(report.refundedMinor ?? report.valueMinor, report.currency);
    return `Refunded ${refunded} ${REFUNDED_TO[report.refundTo ?? 'wallet']}`;
  }
  if (report.status === 'rejected') {
    return report.rejectionReason ? `Not refunded: ${report.rejectionReason}` : 'Not refunded';
  }
  return null;
}

function ProblemReportItem({ report }: { report: ProblemReport }) {
  const said = decision(report);
  return (
    <li className="db-problem-report">
      <p className="db-problem-report__head">
        Reported <time dateTime={report.createdAt}>{formatDay(report.createdAt)}</time>{' '}
        <StatusBadge tone={STATUS_TONES[report.status]}>
          {PROBLEM_REPORT_STATUS_LABELS[report.status]}
        </StatusBadge>
      </p>
      <ReportBody
        report={report}
        block="db-problem-report"
        photoAlt="Your photo, full size"
        photoSize={72}
      />
      {said && <p className="db-problem-report__decision">{said}</p>}
    </li>
  );
}

/** The order's problem reports, oldest first as the API gives them, each with where it stands. */
export function ProblemReportList({ order }: { order: Order }) {
  if (order.problemReports.length === 0) return null;
  return (
    <section className="db-card db-problem-reports" aria-labelledby="db-order-problems">
      <h2 id="db-order-problems">Problem reports</h2>
      <ol className="db-problem-reports__list" aria-labelledby="db-order-problems">
        {order.problemReports.map((report) => (
          <ProblemReportItem key={report.id} report={report} />
        ))}
      </ol>
    </section>
  );
}
