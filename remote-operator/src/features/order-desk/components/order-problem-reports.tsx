import { formatMoney } from '@storefront/shared';
import type { ProblemReport } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { REFUND_DESTINATION_LABELS } from '@storefront/shared/constants';
import { useDecideProblemReport } from '../hooks/use-decide-problem-report';
import { ProblemReportDecision } from './problem-report-decision';
import { formatDayAndTime, ReportStatusBadge, ReportBody, FormAlert } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

/** What became of a decided report: what was refunded and where, or why not. */
function Outcome({ report }: { report: ProblemReport }) {
  if (report.status === 'open') return null;
  const decided = report.decidedAt && (
    <>
      {' on '}
      <time dateTime={report.decidedAt}>{formatDayAndTime(report.decidedAt)}</time>
    </>
  );
  if (report.status === 'rejected') {
    return (
      <p>
        Rejected{decided}: {`“${report.rejectionReason ?? ''}”`}
      </p>
    );
  }
  const refunded = formatMoney(report.refundedMinor ?? report.valueMinor, report.currency);
  const where = report.refundTo
    ? ` ${REFUND_DESTINATION_LABELS[report.refundTo].toLowerCase()}`
    : '';
  return (
    <p>
      Refunded {refunded}
      {where}
      {decided}.
    </p>
  );
}

interface ReportProps {
  report: ProblemReport;
  onDecided: (report: ProblemReport) => void;
  onStale: () => void;
}

/** One report: what is missing or damaged, the customer's words and photo, and the decision. */
function Report({ report, onDecided, onStale }: ReportProps) {
  // Held here, not in the decision form: a refusal stays up after the form goes.
  const decision = useDecideProblemReport(report, { onDecided, onStale });
  const mayDecide = useMay('refunds.create');
  const headingId = `db-desk-report-${report.id}`;
  return (
    <div className="db-desk-report" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Reported <time dateTime={report.createdAt}>{formatDayAndTime(report.createdAt)}</time>
      </h3>
      <p>
        <ReportStatusBadge status={report.status} /> Value{' '}
        {formatMoney(report.valueMinor, report.currency)}
      </p>
      <ReportBody
        report={report}
        block="db-desk-report"
        photoAlt="The customer’s photo (opens full size)"
        photoSize={96}
        quoted
      />
      <Outcome report={report} />
      <FormAlert>{decision.message}</FormAlert>
      {report.status === 'open' && mayDecide && (
        <ProblemReportDecision report={report} decision={decision} />
      )}
    </div>
  );
}

export interface OrderProblemReportsProps {
  order: OperatorOrder;
  onChanged: (order: OperatorOrder) => void;
  /** Reads the order again. */
  onStale: () => void;
}

/** The customer's reports of missing or damaged lines, oldest first; nothing when there are none. */
export function OrderProblemReports({ order, onChanged, onStale }: OrderProblemReportsProps) {
  if (order.problemReports.length === 0) return null;
  // The answer is the report alone: it shows at once, and the order is read
  // again, since approving moved money (its payments and refunds).
  const showDecided = (decided: ProblemReport) => {
    onChanged({
      ...order,
      problemReports: order.problemReports.map((report) =>
        report.id === decided.id ? decided : report,
      ),
    });
    onStale();
  };
  return (
    <section className="db-card" aria-labelledby="db-desk-reports">
      <h2 id="db-desk-reports">Problem reports</h2>
      {order.problemReports.map((report) => (
        <Report key={report.id} report={report} onDecided={showDecided} onStale={onStale} />
      ))}
    </section>
  );
}
