import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  type LoaderBusy,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';

export type FieldErrors = Record<string, string>;

/** Puts the keyboard on the first field the schema refused, so the customer can fix it at once. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * One API call at a time behind the loader. A failure lands beside its field
 * when the form on screen has that field, and above the button otherwise.
 */
export function useFormRun() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function clearErrors() {
    setFieldErrors({});
    setFormError(null);
  }

  async function run<Result>(
    busy: LoaderBusy,
    fields: readonly string[],
    action: () => Promise<Result>,
    onDone: (result: Result) => void,
  ) {
    clearErrors();
    setSubmitting(true);
    loaderService.show(busy);
    try {
      onDone(await action());
    } catch (error) {
      const failure = describeApiError(error);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      if (failure.field && fields.includes(failure.field)) {
        setFieldErrors({ [failure.field]: failure.message });
      } else setFormError(failure.message);
    } finally {
      setSubmitting(false);
    }
  }

  return { fieldErrors, setFieldErrors, formError, setFormError, submitting, run, clearErrors };
}
