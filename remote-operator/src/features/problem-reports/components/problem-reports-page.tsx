import { Link, useApi } from '@storefront/shared';
import { PROBLEM_REPORT_WINDOW_DAYS } from '@storefront/shared/constants';
import { getProblemReports, problemReportsUrl } from '../api/get-problem-reports';
import { useProblemReportFilter } from '../hooks/use-problem-report-filter';
import { type ReportFilter } from '../lib/problem-report-words';
import { ProblemReportTable } from './problem-report-table';
import { ReportStatusFilter } from './report-status-filter';
import '../../../components/operator.css';
import '@storefront/ui/styles/stacked-table.css';
import './problem-reports.css';
import { PROBLEM_REPORTS_PATH } from '../../../lib/urls/back-office';
import { DashboardPage, EmptyState, LoadError, LoadingNote, Pager } from '@storefront/ui';

const NOTHING: Record<ReportFilter, string> = {
  open: 'No report is waiting for a decision.',
  approved: 'No report has been approved yet.',
  rejected: 'No report has been rejected yet.',
  all: 'No customer has reported a problem yet.',
};

/**
 * /operator/problem-reports: customers' reports of missing or
 * damaged lines, open ones first in view; each is decided on its order's page.
 */
export function ProblemReportsPage() {
  const { filter, page, searchFor, setFilter } = useProblemReportFilter();
  const status = filter === 'all' ? null : filter;
  const reports = useApi(`operator-problem-reports:${problemReportsUrl(status, page)}`, (signal) =>
    getProblemReports(status, page, signal),
  );

  let content;
  if (reports.failure) {
    content = <LoadError what="the reports" failure={reports.failure} onRetry={reports.retry} />;
  } else if (!reports.data) {
    content = <LoadingNote>Loading the reports</LoadingNote>;
  } else if (reports.data.items.length === 0) {
    content = (
      <EmptyState>
        {reports.data.total > 0 ? (
          <>
            <p>There is nothing on this page.</p>
            <Link to={PROBLEM_REPORTS_PATH + searchFor(1)}>Back to the first page</Link>
          </>
        ) : (
          <p>{NOTHING[filter]}</p>
        )}
      </EmptyState>
    );
  } else {
    const { items, total, pageSize } = reports.data;
    content = (
      <>
        <p className="db-op-muted" role="status">
          {total} {total === 1 ? 'report' : 'reports'}
        </p>
        <ProblemReportTable reports={items} />
        <Pager
          label="Pages of problem reports"
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(target) => PROBLEM_REPORTS_PATH + searchFor(target)}
        />
      </>
    );
  }

  return (
    <DashboardPage title="Problem reports">
      <div className="db-op-toolbar">
        <p className="db-op-muted db-pr-lead">
          Missing or damaged items, reported within {PROBLEM_REPORT_WINDOW_DAYS} days of an order
          being completed. Open the order to approve a refund or reject the report.
        </p>
        <ReportStatusFilter filter={filter} onChange={setFilter} />
      </div>
      {content}
    </DashboardPage>
  );
}
