import { httpClient } from '@storefront/shared';
import type {
  DecideProblemReport,
  OperatorProblemReport,
} from '@storefront/shared/operator-contracts';

/**
 * POST /operator/problem-reports/:reportId/decision — approves (refunding the
 * report's value) or rejects it; answers the report as it now is. 409
 * REPORT_ALREADY_DECIDED when someone decided first.
 */
export async function decideProblemReport(
  reportId: string,
  decision: DecideProblemReport,
): Promise<OperatorProblemReport> {
  const { data } = await httpClient.post<OperatorProblemReport>(
    `/operator/problem-reports/${encodeURIComponent(reportId)}/decision`,
    decision,
  );
  return data;
}
