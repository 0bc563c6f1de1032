import { useState, type FormEvent } from 'react';
import { writeSession } from '@storefront/shared';
import type { Account, ConfirmMobileRequest, OtpSent } from '@storefront/shared/contracts';
import { useMutation, useSchemaForm, type FormSchema } from '@storefront/ui';
import { confirmMobileChange, startMobileChange } from '../api/change-mobile';

export const MOBILE_FIELDS = ['mobile', 'code'] as const;
type MobileValues = Record<(typeof MOBILE_FIELDS)[number], string>;

const EMPTY: MobileValues = { mobile: '', code: '' };

// The schemas (zod) load when the form is first sent, not with the page.
const loadContracts = () => import('@storefront/shared/contracts');

/** What a step sends of the form (each schema is strict): its values, read by `pick`. */
const step = <Parsed>(
  schema: FormSchema<Parsed>,
  pick: (values: MobileValues) => unknown,
): FormSchema<Parsed> => ({
  safeParse: (values) => schema.safeParse(pick(values as MobileValues)),
});

/**
 * Two steps: a code texted to the new number, then that code. The account
 * keeps its number until the code is right.
 */
export function useChangeMobile(onChanged: (account: Account) => void) {
  const [sent, setSent] = useState<(OtpSent & { mobile: string }) | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const form = useSchemaForm({
    fields: MOBILE_FIELDS,
    initial: EMPTY,
    schema: async (): Promise<FormSchema<{ mobile: string; code?: string }>> => {
      const { changeMobileSchema, confirmMobileSchema } = await loadContracts();
      return sent
        ? step(confirmMobileSchema, ({ code }) => ({ mobile: sent.mobile, code }))
        : step(changeMobileSchema, ({ mobile }) => ({ mobile }));
    },
  });
  const sendCode = useMutation(
    async (mobile: string) => ({ ...(await startMobileChange({ mobile })), mobile }),
    {
      busy: () => ({ title: 'Sending a code', subtitle: 'To your new mobile number' }),
      success: (answer) => `Code sent to ${answer.sentTo}`,
      glance: true,
    },
  );
  const confirmCode = useMutation(
    async (confirm: ConfirmMobileRequest) => {
      const account = await confirmMobileChange(confirm);
      // The new number is verified: every page follows through the session.
      writeSession(account);
      return account;
    },
    {
      busy: () => ({ title: 'Checking the code', subtitle: 'Changing your mobile number' }),
      success: () => 'Mobile number changed',
      glance: true,
    },
  );

  const handleSubmit = form.handleSubmit<unknown>(async ({ mobile, code = '' }) => {
    if (!sent) {
      const outcome = await sendCode.mutate(mobile);
      if (outcome.ok) setSent(outcome.result);
      return outcome;
    }
    const outcome = await confirmCode.mutate({ mobile, code });
    if (outcome.ok) {
      setSent(null);
      setChangedTo(outcome.result.mobile);
      form.reset(EMPTY);
      onChanged(outcome.result);
    }
    return outcome;
  });
  /** The form's onSubmit. */
  function submit(event: FormEvent<HTMLFormElement>) {
    setChangedTo(null);
    setResendError(null);
    void handleSubmit(event);
  }

  /** Texts a new code to the number the last one went to. */
  async function sendAgain() {
    if (!sent) return;
    setResendError(null);
    const outcome = await sendCode.mutate(sent.mobile);
    if (outcome.ok) setSent(outcome.result);
    else setResendError(outcome.failure.message);
  }

  function startAgain() {
    setSent(null);
    setResendError(null);
    form.reset({ ...form.values, code: '' });
  }

  return {
    ...form,
    sent,
    submit,
    sendAgain,
    startAgain,
    /** A failure of the step sent, beside the form: an error on the number once its box is gone. */
    stepError: form.formError ?? (sent ? form.errors.mobile : undefined) ?? resendError,
    busy: form.saving || sendCode.running,
    changedTo,
  };
}
