import type { FormEvent } from 'react';
import type { Order } from '@storefront/shared/contracts';
import { PROBLEM_NOTE_MAX_LENGTH, PROBLEM_PHOTO_MIME_TYPES } from '@storefront/shared/constants';
import { useProblemReportForm } from '../hooks/use-problem-report-form';
import { quantityField, type ReportableLine } from '../lib/problem-reports';
import { ProblemLineChoice } from './problem-line-choice';
import { FormAlert, FormField, TextAreaField } from '@storefront/ui';

const PHOTO_ACCEPT = PROBLEM_PHOTO_MIME_TYPES.join(',');
const NOTE_HINT = `Up to ${PROBLEM_NOTE_MAX_LENGTH} characters.`;

export interface ProblemReportFormProps {
  order: Order;
  lines: readonly ReportableLine[];
  onSent: (order: Order) => void;
  onClose: () => void;
}

/** Which lines are missing or damaged and how many, what happened, and a photo if the customer has one. */
export function ProblemReportForm({ order, lines, onSent, onClose }: ProblemReportFormProps) {
  const report = useProblemReportForm(order, lines, onSent);
  const { errors } = report;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void report.send(event.currentTarget);
  }

  return (
    <form
      className="db-form db-problem-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="db-problem-form-title"
    >
      <h2 id="db-problem-form-title">Report a problem</h2>
      <fieldset
        className="db-problem-items"
        aria-describedby={errors.lines ? 'db-problem-items-error' : undefined}
      >
        <legend>Which items?</legend>
        <ul className="db-problem-items__list">
          {lines.map((line) => (
            <ProblemLineChoice
              key={line.productId}
              line={line}
              choice={report.choiceOf(line.productId)}
              onChange={(change) => report.changeLine(line.productId, change)}
              quantityError={errors[quantityField(line.productId)]}
            />
          ))}
        </ul>
        {errors.lines && (
          <p id="db-problem-items-error" className="db-field__error" role="alert">
            {errors.lines}
          </p>
        )}
      </fieldset>
      <TextAreaField
        name="note"
        label="What happened?"
        hint={NOTE_HINT}
        value={report.note}
        onChange={(event) => report.setNote(event.target.value)}
        error={errors.note}
        required
      />
      <FormField
        name="photo"
        label="Photo (optional)"
        type="file"
        accept={PHOTO_ACCEPT}
        hint="JPG, PNG or WebP, up to 2 MB."
        onChange={(event) => report.choosePhoto(event.target.files?.[0] ?? null)}
        error={errors.photo}
      />
      <FormAlert>{report.formError}</FormAlert>
      <div className="db-problem-form__actions">
        <button type="submit" className="db-action" disabled={report.sending}>
          {report.sending ? 'Sending…' : 'Send report'}
        </button>
        <button
          type="button"
          className="db-action db-action--quiet"
          disabled={report.sending}
          onClick={onClose}
        >
          Close
        </button>
      </div>
    </form>
  );
}
