import { useState, type FormEvent } from 'react';
import {
  useLocation,
  useNavigate,
  safeReturnTo,
  type LoaderBusy,
  fieldErrors as errorsByField,
} from '@storefront/shared';
import { useMutation } from '@storefront/ui';
import type { z } from 'zod';
import type { AuthResponse, TwoFactorStep } from '@storefront/shared/contracts';
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
  /** A session, or (signing in as staff) the second step to take first. */
  submit: (values: z.input<Schema>) => Promise<AuthResponse | { twoFactor: TwoFactorStep }>;
  welcome: (response: AuthResponse) => string;
  /** The password was right, and a code must come before the session. */
  onSecondStep?: (step: TwoFactorStep) => void;
}) {
  const navigate = useNavigate();
  const returnTo = safeReturnTo(useLocation().search);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Signed in on this device too (its cart joined), before the loader says so.
  const { mutate, running } = useMutation(
    async (values: z.input<Schema>) => {
      const response = await options.submit(values);
      if (!('twoFactor' in response)) await signInWithCart(response);
      return response;
    },
    // The welcome is brief: the page it goes back to is what the customer wants.
    {
      busy: () => options.busy,
      success: (response) => ('twoFactor' in response ? undefined : options.welcome(response)),
      glance: true,
    },
  );

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
    const outcome = await mutate(values);
    if (outcome.ok) {
      if ('twoFactor' in outcome.result) options.onSecondStep?.(outcome.result.twoFactor);
      else navigate(returnTo, { replace: true });
      return;
    }
    const { field, message } = outcome.failure;
    if (field) setFieldErrors({ [field]: message });
    else setFormError(message);
  }

  return { onSubmit, fieldErrors, formError, submitting: running, returnTo };
}
