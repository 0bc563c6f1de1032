// The words of a problem report: its lines for everyone, its status and badge as the operator sees them.
import type { ProblemReportLine, ProblemReportStatus } from '@storefront/shared/contracts';
import { PROBLEM_KIND_LABELS } from '@storefront/shared/constants';
import type { StatusTone } from '../components/status-badge';

// The shared labels speak to the customer ('Waiting for the store'); the
// operator decides, so their words are the decision's.
export const REPORT_STATUS_LABELS: Record<ProblemReportStatus, string> = {
  open: 'Open',
  approved: 'Approved',
  rejected: 'Rejected',
};

// Yellow for waiting on the store, green for refunded, grey for closed without a refund.
export const REPORT_STATUS_TONES: Record<ProblemReportStatus, StatusTone> = {
  open: 'progress',
  approved: 'good',
  rejected: 'neutral',
};

/** '2 × Milk — Damaged'. */
export const reportLineText = (line: ProblemReportLine) =>
  `${line.quantity} × ${line.name} — ${PROBLEM_KIND_LABELS[line.kind]}`;
