import { countText, Link, useApi } from '@storefront/shared';
import { PROBLEM_REPORT_WINDOW_DAYS } from '@storefront/shared/constants';
import { getProblemReports, problemReportsUrl } from '../api/get-problem-reports';
import { useProblemReportFilter } from '../hooks/use-problem-report-filter';
import { type ReportFilter } from '../lib/problem-report-words';
import { PROBLEM_REPORT_COLUMNS } from './problem-report-columns';
import { ReportStatusFilter } from './report-status-filter';
import '../../../components/operator.css';
import './problem-reports.css';
import { PROBLEM_REPORTS_PATH } from '../../../lib/urls/back-office';
import { storeOrderPath } from '../../../lib/urls/orders';
import { DashboardPage, DataTable, EmptyState, ListPager } from '@storefront/ui';

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

  const total = reports.data?.total ?? 0;

  const content = (
    <div className="db-pr-table">
      {reports.data && reports.data.items.length > 0 && (
        <p className="db-op-muted" role="status">
          {countText(total, reports.data?.totalCapped)} {total === 1 ? 'report' : 'reports'}
        </p>
      )}
      <DataTable
        caption="Problem reports, newest first"
        columns={PROBLEM_REPORT_COLUMNS}
        rows={reports.data?.items}
        rowKey={(report) => report.id}
        rowHref={(report) => storeOrderPath(report.orderId)}
        what="the reports"
        failure={reports.failure}
        onRetry={reports.retry}
        empty={
          <EmptyState>
            {total > 0 ? (
              <>
                <p>There is nothing on this page.</p>
                <Link to={PROBLEM_REPORTS_PATH + searchFor(1)}>Back to the first page</Link>
              </>
            ) : (
              <p>{NOTHING[filter]}</p>
            )}
          </EmptyState>
        }
        footer={
          <ListPager
            label="Pages of problem reports"
            page={page}
            list={reports.data}
            hrefFor={(target) => PROBLEM_REPORTS_PATH + searchFor(target)}
          />
        }
      />
    </div>
  );

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
