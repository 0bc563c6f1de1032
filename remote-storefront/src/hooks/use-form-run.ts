import { useState } from 'react';
import type { LoaderBusy } from '@storefront/shared';
import { useMutation } from '@storefront/ui';

export type FieldErrors = Record<string, string>;

/** One step of a form: what the loader says meanwhile, and the API call. */
interface FormCall {
  busy: LoaderBusy;
  action: () => Promise<unknown>;
}

/**
 * One API call at a time behind the loader. A failure lands beside its field
 * when the form on screen has that field, and above the button otherwise.
 * The loader closes on success: `onDone` says what happened, if anything.
 */
export function useFormRun() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { mutate, running } = useMutation((call: FormCall) => call.action(), {
    busy: (call) => call.busy,
  });

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
    const outcome = await mutate({ busy, action });
    // The result is what `action` answered: the call above hands it back unread.
    if (outcome.ok) return onDone(outcome.result as Result);
    const { field, message } = outcome.failure;
    if (field && fields.includes(field)) setFieldErrors({ [field]: message });
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
