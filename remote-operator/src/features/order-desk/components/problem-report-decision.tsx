import { useState, type FormEvent } from 'react';
import { formatMoney } from '@storefront/shared';
import type { ProblemReport, RefundDestination } from '@storefront/shared/contracts';
import {
  PROBLEM_REJECTION_MAX_LENGTH,
  REFUND_DESTINATION_LABELS,
  REFUND_DESTINATIONS,
} from '@storefront/shared/constants';
import { amountText, currencySymbol, parseAmount } from '../../../lib/money-input';
import type { ReportDecision } from '../hooks/use-decide-problem-report';
import { FormField, TextAreaField } from '@storefront/ui';

export interface ProblemReportDecisionProps {
  report: ProblemReport;
  decision: ReportDecision;
}

/** What is wrong with the amount typed, against the report's value; null when nothing is. */
function amountProblem(amountMinor: number | null, report: ProblemReport): string | null {
  if (amountMinor === null) return 'Enter an amount such as 2.50';
  if (amountMinor < 1) return 'Refund at least 1p, or reject the report';
  if (amountMinor > report.valueMinor) {
    return `Refund at most ${formatMoney(report.valueMinor, report.currency)}, what the reported items cost.`;
  }
  return null;
}

/**
 * Approve, refunding the report's value (or less of it, when only part is
 * made good) where the operator chooses, or Reject, which asks for the reason
 * the customer is told.
 */
export function ProblemReportDecision({ report, decision }: ProblemReportDecisionProps) {
  const { decide, sending, errors, showErrors } = decision;
  const [refundTo, setRefundTo] = useState<RefundDestination | null>(null);
  const [amount, setAmount] = useState(() => amountText(report.valueMinor));
  const amountMinor = parseAmount(amount);
  const amountError = amountProblem(amountMinor, report);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const ids = `db-desk-report-${report.id}`;

  function approve(event: FormEvent) {
    event.preventDefault();
    // No destination is chosen for the operator: where money goes is a decision.
    if (refundTo && amountMinor !== null && !amountError) {
      void decide({ decision: 'approve', refundTo, amountMinor });
      return;
    }
    showErrors({
      refundTo: refundTo ? undefined : 'Choose where the refund goes.',
      amountMinor: amountError ?? undefined,
    });
  }

  function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    if (text) {
      void decide({ decision: 'reject', reason: text });
      return;
    }
    showErrors({ reason: 'Say why it is not refunded: the customer is told.' });
    event.currentTarget.querySelector('textarea')?.focus();
  }

  if (rejecting) {
    return (
      <form
        className="db-desk-decision"
        noValidate
        onSubmit={reject}
        aria-label="Reject the report"
      >
        <TextAreaField
          idPrefix={ids}
          name="reason"
          label="Reason for rejecting"
          hint={`The customer reads this. ${reason.length} of ${PROBLEM_REJECTION_MAX_LENGTH} characters.`}
          rows={3}
          maxLength={PROBLEM_REJECTION_MAX_LENGTH}
          required
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <div className="db-op-actions">
          <button type="submit" className="db-action db-op-danger" disabled={sending}>
            Reject the report
          </button>
          <button
            type="button"
            className="db-action db-op-quiet"
            disabled={sending}
            onClick={() => {
              showErrors({});
              setRejecting(false);
            }}
          >
            Back
          </button>
        </div>
      </form>
    );
  }

  const errorId = `${ids}-refund-error`;
  return (
    <form className="db-desk-decision" noValidate onSubmit={approve} aria-label="Decide the report">
      <fieldset
        className="db-desk-decision__choice"
        aria-describedby={[`${ids}-refund-hint`, errors.refundTo && errorId]
          .filter(Boolean)
          .join(' ')}
      >
        <legend>Refund</legend>
        {REFUND_DESTINATIONS.map((destination) => (
          <label key={destination}>
            <input
              type="radio"
              name={`${ids}-refundTo`}
              value={destination}
              checked={refundTo === destination}
              onChange={() => setRefundTo(destination)}
            />
            {REFUND_DESTINATION_LABELS[destination]}
          </label>
        ))}
        <p id={`${ids}-refund-hint`} className="db-field__hint">
          Money paid in person can only go to the wallet.
        </p>
        {errors.refundTo && (
          <p id={errorId} className="db-field__error" role="alert">
            {errors.refundTo}
          </p>
        )}
      </fieldset>
      <FormField
        idPrefix={ids}
        name="amount"
        label={`Amount to refund (${currencySymbol(report.currency)})`}
        hint={`Up to ${formatMoney(report.valueMinor, report.currency)}, what the reported items cost.`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amountMinor}
      />
      <div className="db-op-actions">
        <button type="submit" className="db-action" disabled={sending}>
          Approve and refund{' '}
          {formatMoney(amountError ? report.valueMinor : amountMinor!, report.currency)}
        </button>
        <button
          type="button"
          className="db-action db-op-danger"
          disabled={sending}
          onClick={() => {
            showErrors({});
            setRejecting(true);
          }}
        >
          Reject
        </button>
      </div>
    </form>
  );
}
