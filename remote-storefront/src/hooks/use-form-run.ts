import { useState } from 'react';
import type { LoaderBusy } from '@storefront/shared';
import { useMutation } from '@storefront/ui';

export type FieldErrors = Record<string, string>;

/** One step of a form: the API call, what the loader says meanwhile and after, and what follows. */
export interface FormStep<Result> {
  busy: LoaderBusy;
  /** The fields on screen: a failure naming one of them lands beside it. */
  fields: readonly string[];
  action: () => Promise<Result>;
  /** A tick for the loader once it is done; without it, the loader just closes. */
  said?: (result: Result) => string;
  then: (result: Result) => void;
}

/**
 * One API call at a time behind the loader. A failure lands beside its field
 * when the form on screen has that field, and above the button otherwise.
 */
export function useFormRun() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The step is typed where it is made; here it is passed through unread.
  const { mutate, running } = useMutation((step: FormStep<unknown>) => step.action(), {
    busy: (step) => step.busy,
    success: (result, step) => step.said?.(result),
    glance: true,
  });

  function clearErrors() {
    setFieldErrors({});
    setFormError(null);
  }

  async function run<Result>(step: FormStep<Result>) {
    clearErrors();
    const outcome = await mutate(step as FormStep<unknown>);
    // The result is what `action` answered: the call above hands it back unread.
    if (outcome.ok) return step.then(outcome.result as Result);
    const { field, message } = outcome.failure;
    if (field && step.fields.includes(field)) setFieldErrors({ [field]: message });
    else setFormError(message);
  }

  return {
    fieldErrors,
    setFieldErrors,
    formError,
    setFormError,
    submitting: running,
    run,
    clearErrors,
  };
}
