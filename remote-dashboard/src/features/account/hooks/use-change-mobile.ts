import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  writeSession,
  MESSAGE_DISPLAY_MS,
  fieldErrors,
} from '@storefront/shared';
import {
  changeMobileSchema,
  confirmMobileSchema,
  type Account,
  type OtpSent,
} from '@storefront/shared/contracts';
import { confirmMobileChange, startMobileChange } from '../api/change-mobile';
import { focusFirstError, isOneOf } from '@storefront/ui';

export const MOBILE_FIELDS = ['mobile', 'code'] as const;
export type MobileField = (typeof MOBILE_FIELDS)[number];

/**
 * Two steps: a code texted to the new number, then that code. The account
 * keeps its number until the code is right.
 */
export function useChangeMobile(onChanged: (account: Account) => void) {
  const [sent, setSent] = useState<(OtpSent & { mobile: string }) | null>(null);
  const [errors, setErrors] = useState<Partial<Record<MobileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  function refused(error: unknown) {
    const failure = describeApiError(error);
    loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
    if (isOneOf(MOBILE_FIELDS, failure.field)) setErrors({ [failure.field]: failure.message });
    else setFormError(failure.message);
  }

  async function send(mobile: string, form: HTMLFormElement) {
    setFormError(null);
    setChangedTo(null);
    const parsed = changeMobileSchema.safeParse({ mobile });
    const found = parsed.success ? {} : fieldErrors(parsed.error, MOBILE_FIELDS);
    setErrors(found);
    if (focusFirstError(form, MOBILE_FIELDS, found) || !parsed.success) return;
    setBusy(true);
    loaderService.show({ title: 'Sending a code', subtitle: 'To your new mobile number' });
    try {
      const answer = await startMobileChange(parsed.data);
      loaderService.success(`Code sent to ${answer.sentTo}`);
      setSent({ ...answer, mobile: parsed.data.mobile });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(code: string, form: HTMLFormElement) {
    if (!sent) return;
    setFormError(null);
    const parsed = confirmMobileSchema.safeParse({ mobile: sent.mobile, code });
    const found = parsed.success ? {} : fieldErrors(parsed.error, MOBILE_FIELDS);
    setErrors(found);
    if (focusFirstError(form, MOBILE_FIELDS, found) || !parsed.success) return;
    setBusy(true);
    loaderService.show({ title: 'Checking the code', subtitle: 'Changing your mobile number' });
    try {
      const account = await confirmMobileChange(parsed.data);
      // The new number is verified: every page follows through the session.
      writeSession(account);
      loaderService.success('Mobile number changed');
      setSent(null);
      setChangedTo(account.mobile);
      onChanged(account);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  function startAgain() {
    setSent(null);
    setErrors({});
    setFormError(null);
  }

  return { sent, send, confirm, startAgain, errors, formError, busy, changedTo };
}
