import { httpClient } from '@storefront/shared';
import type { ProblemReportStatus } from '@storefront/shared/contracts';
import type { OperatorProblemReportPage } from '@storefront/shared/operator-contracts';

/** The path of one page of reports: with ?status= unless every status is wanted. */
export function problemReportsUrl(status: ProblemReportStatus | null, page: number): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  query.set('page', String(page));
  return `/operator/problem-reports?${query}`;
}

/** GET /operator/problem-reports?status=&page= — the store's reports, newest first, 20 a page. */
export async function getProblemReports(
  status: ProblemReportStatus | null,
  page: number,
  signal?: AbortSignal,
): Promise<OperatorProblemReportPage> {
  const { data } = await httpClient.get<OperatorProblemReportPage>(
    problemReportsUrl(status, page),
    { signal },
  );
  return data;
}
