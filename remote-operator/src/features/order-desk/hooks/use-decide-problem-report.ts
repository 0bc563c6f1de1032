import { useState } from 'react';
import { formatMoney } from '@storefront/shared';
import type { ProblemReport } from '@storefront/shared/contracts';
import type { DecideProblemReport } from '@storefront/shared/operator-contracts';
import { REFUND_DESTINATION_LABELS } from '@storefront/shared/constants';
import { decideProblemReport } from '../api/decide-problem-report';
import { useMutation } from '@storefront/ui';

/** What is wrong with the decision, at the field the API (or the form) names. */
export interface DecisionErrors {
  refundTo?: string;
  amountMinor?: string;
  reason?: string;
}

export interface DecideProblemReportOptions {
  onDecided: (report: ProblemReport) => void;
  /** Someone else decided the report meanwhile (409): read the order again. */
  onStale: () => void;
}

/** What the operator is told once the API took the decision: '£5.30 refunded to the original payment.' */
function decidedMessage(decision: DecideProblemReport, report: ProblemReport): string {
  if (decision.decision === 'reject') {
    return `Report on ${report.orderNumber} rejected. The customer is told why.`;
  }
  const refunded = formatMoney(report.refundedMinor ?? report.valueMinor, report.currency);
  return `${refunded} refunded ${REFUND_DESTINATION_LABELS[decision.refundTo].toLowerCase()}.`;
}

/** Approves or rejects one report behind the loader; the API's refusals come back by field. */
export function useDecideProblemReport(
  report: ProblemReport,
  { onDecided, onStale }: DecideProblemReportOptions,
) {
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const { mutate, running: sending } = useMutation(
    (decision: DecideProblemReport) => decideProblemReport(report.id, decision),
    {
      busy: (decision) => ({
        title: decision.decision === 'approve' ? 'Refunding the report' : 'Rejecting the report',
        subtitle: report.orderNumber,
      }),
      success: (decided, decision) => decidedMessage(decision, decided),
    },
  );

  async function decide(decision: DecideProblemReport) {
    setErrors({});
    setMessage(null);
    const outcome = await mutate(decision);
    if (!outcome.ok) {
      const { field, message: refusal, code } = outcome.failure;
      if (field === 'refundTo' || field === 'amountMinor' || field === 'reason') {
        setErrors({ [field]: refusal });
      } else setMessage(refusal);
      if (code === 'REPORT_ALREADY_DECIDED') onStale();
      return;
    }
    onDecided(outcome.result);
  }

  return { decide, sending, errors, showErrors: setErrors, message };
}

export type ReportDecision = ReturnType<typeof useDecideProblemReport>;
