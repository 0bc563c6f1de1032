import { useId } from 'react';
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
  const id = useId();
  return (
    <div className="db-filter">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        value={filter}
        onChange={(event) => onChange(parseReportFilter(event.target.value))}
      >
        {REPORT_FILTERS.map((value) => (
          <option key={value} value={value}>
            {REPORT_FILTER_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
