import type { ProblemReportStatus } from '@storefront/shared/contracts';
import { REPORT_STATUS_LABELS, REPORT_STATUS_TONES } from '../lib/problem-report-words';
import { StatusBadge } from './status-badge';

/** A problem report's status as the operator decides it: Open, Approved or Rejected. */
export function ReportStatusBadge({ status }: { status: ProblemReportStatus }) {
  return (
    <StatusBadge tone={REPORT_STATUS_TONES[status]}>{REPORT_STATUS_LABELS[status]}</StatusBadge>
  );
}
