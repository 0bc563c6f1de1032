import { useState, type FormEvent } from 'react';
import {
  useLocation,
  useNavigate,
  describeApiError,
  loaderService,
  safeReturnTo,
  type LoaderBusy,
  MESSAGE_DISPLAY_MS,
  fieldErrors as errorsByField,
} from '@storefront/shared';
import type { z } from 'zod';
import type { AuthResponse } from '@storefront/shared/contracts';
import { signInWithCart } from '../../../cart/sign-in-with-cart';

export type FieldErrors = Record<string, string>;

/**
 * Sign-in and registration share one flow: validate with the shared schema,
 * show the loader while the API answers, store the session, go back to where
 * the customer came from. Errors go to the loader and stay beside the form.
 */
export function useAuthForm<Schema extends z.ZodType>(options: {
  schema: Schema;
  busy: LoaderBusy;
  submit: (values: z.input<Schema>) => Promise<AuthResponse>;
  welcome: (response: AuthResponse) => string;
}) {
  const navigate = useNavigate();
  const returnTo = safeReturnTo(useLocation().search);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as z.input<Schema>;
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(errorsByField(parsed.error));
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    loaderService.show(options.busy);
    try {
      const response = await options.submit(values);
      await signInWithCart(response);
      loaderService.success(options.welcome(response));
      navigate(returnTo, { replace: true });
    } catch (error) {
      const failure = describeApiError(error);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      if (failure.field) setFieldErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
    } finally {
      setSubmitting(false);
    }
  }

  return { onSubmit, fieldErrors, formError, submitting, returnTo };
}
