import type { ProblemReportStatus } from '@storefront/shared/contracts';
import { PROBLEM_REPORT_STATUSES } from '@storefront/shared/constants';
import { REPORT_STATUS_LABELS } from '@storefront/ui';

/** What the list shows: one status, or every report. */
export type ReportFilter = ProblemReportStatus | 'all';

export const REPORT_FILTERS: readonly ReportFilter[] = [...PROBLEM_REPORT_STATUSES, 'all'];

export const REPORT_FILTER_LABELS: Record<ReportFilter, string> = {
  ...REPORT_STATUS_LABELS,
  all: 'All',
};

/** Reads ?status= from the URL: open reports, the ones waiting on the store, unless another is named. */
export function parseReportFilter(value: string | null): ReportFilter {
  return REPORT_FILTERS.find((filter) => filter === value) ?? 'open';
}
