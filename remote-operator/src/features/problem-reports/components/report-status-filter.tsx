import { FilterSelect } from '@storefront/ui';
import {
  parseReportFilter,
  REPORT_FILTER_LABELS,
  REPORT_FILTERS,
  type ReportFilter,
} from '../lib/problem-report-words';

export interface ReportStatusFilterProps {
  filter: ReportFilter;
  onChange: (filter: ReportFilter) => void;
}

/** The status select above the reports: Open, Approved, Rejected or All. */
export function ReportStatusFilter({ filter, onChange }: ReportStatusFilterProps) {
  return (
    <FilterSelect
      label="Status"
      value={filter}
      values={REPORT_FILTERS}
      labels={REPORT_FILTER_LABELS}
      onChange={(value) => onChange(parseReportFilter(value))}
    />
  );
}
