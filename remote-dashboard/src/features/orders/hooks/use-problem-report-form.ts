import { useState } from 'react';
import type { ApiFailure } from '@storefront/shared';
import type { CreateProblemReport, Order } from '@storefront/shared/contracts';
import { reportProblem } from '../api/report-problem';
import {
  checkProblemPhoto,
  fieldOf,
  PHOTO_TOO_LARGE,
  quantityField,
  quantityMessage,
  UNCHOSEN_LINE,
  type LineChoice,
  type ProblemReportErrors,
  type ProblemReportField,
  type ReportableLine,
} from '../lib/problem-reports';
import { focusFirstError, useMutation } from '@storefront/ui';

// The schema (zod) loads when the report is first sent, not with the order
// page. Not prefetched: each webpackPrefetch is a line in remoteEntry.js,
// whose size the dashboard's entry budget counts.
const loadContracts = () => import('@storefront/shared/contracts');

export const REPORT_THANKS = 'Thanks — we’ll look at your report and tell you what we decide.';

/** An empty box is not 0: it is no number at all. */
const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * The report form's values, checked with the API's own schema (and against
 * what is left to report of each line) before they are sent. Errors, the
 * API's too, show at their fields; the values stay as typed whatever happens.
 */
export function useProblemReportForm(
  order: Order,
  lines: readonly ReportableLine[],
  onSent: (order: Order) => void,
) {
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProblemReportErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { mutate, running: sending } = useMutation(
    (report: CreateProblemReport) => reportProblem(order.id, report, photo),
    {
      busy: () => ({ title: 'Sending your report', subtitle: `Order ${order.number}` }),
      success: () => REPORT_THANKS,
    },
  );

  const choiceOf = (productId: number) => choices[productId] ?? UNCHOSEN_LINE;

  function changeLine(productId: number, change: Partial<LineChoice>) {
    setChoices((current) => ({
      ...current,
      [productId]: { ...(current[productId] ?? UNCHOSEN_LINE), ...change },
    }));
  }

  /** A photo that will not do says so at once; sending checks it again. */
  function choosePhoto(file: File | null) {
    const problem = file ? checkProblemPhoto(file) : null;
    setErrors(({ photo: _, ...others }) => (problem ? { ...others, photo: problem } : others));
    setPhoto(file);
  }

  function show(found: ProblemReportErrors, form: HTMLFormElement) {
    setErrors(found);
    // In the form's order, so the focus goes to the first field with an error.
    const fields: ProblemReportField[] = [
      'lines',
      ...lines.map((line) => quantityField(line.productId)),
      'note',
      'photo',
    ];
    focusFirstError(form, fields, found);
  }

  function showFailure(
    failure: ApiFailure,
    sent: readonly ReportableLine[],
    form: HTMLFormElement,
  ) {
    // A proxy may refuse a large body before the API sees it, without our error body.
    if (failure.status === 413 && failure.code === 'ERROR') {
      show({ photo: PHOTO_TOO_LARGE }, form);
      return;
    }
    const field = failure.field ? fieldOf(failure.field.split('.'), sent) : null;
    if (field) show({ [field]: failure.message }, form);
    else setFormError(failure.message);
  }

  async function send(form: HTMLFormElement) {
    setFormError(null);
    const chosen = lines.filter((line) => choiceOf(line.productId).chosen);
    const input = {
      lines: chosen.map(({ productId }) => ({
        productId,
        kind: choiceOf(productId).kind,
        quantity: typedNumber(choiceOf(productId).quantity),
      })),
      note,
    };
    const { createProblemReportSchema } = await loadContracts();
    const parsed = createProblemReportSchema.safeParse(input);

    // The schema knows nothing of what is left to report, so quantities are
    // checked here, in the customer's words rather than the API's.
    const found: ProblemReportErrors = {};
    chosen.forEach((line, index) => {
      const quantity = input.lines[index]!.quantity;
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.remaining) {
        found[quantityField(line.productId)] = quantityMessage(line);
      }
    });
    for (const issue of parsed.error?.issues ?? []) {
      const field = fieldOf(issue.path, chosen);
      if (field) found[field] ??= issue.message;
    }
    const photoProblem = photo && checkProblemPhoto(photo);
    if (photoProblem) found.photo = photoProblem;
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found, form);
      if (Object.keys(found).length === 0) setFormError('Check the form and try again.');
      return;
    }

    setErrors({});
    const outcome = await mutate(parsed.data);
    if (outcome.ok) onSent(outcome.result);
    else showFailure(outcome.failure, chosen, form);
  }

  return { choiceOf, changeLine, note, setNote, choosePhoto, send, errors, formError, sending };
}
