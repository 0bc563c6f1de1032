import { useState, type FormEvent } from 'react';
import { STAFF_INVITATION_TTL_HOURS } from '@storefront/shared/contracts';
import type {
  PendingInvitation,
  StaffInvitationRequest,
} from '@storefront/shared/operator-contracts';
import { useMutation, useSchemaForm } from '@storefront/ui';
import { inviteStaff } from '../api/staff-api';
import { roleLabel } from '../lib/staff-words';

const INVITE_FIELDS = ['email', 'role'] as const;
const EMPTY = { email: '', role: 'picker' };

/** Checks the invitation with the API's schema, sends it, and hands it to `onInvited`. */
export function useInviteForm(onInvited: (invitation: PendingInvitation) => void) {
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm({
    fields: INVITE_FIELDS,
    initial: EMPTY,
    schema: async () =>
      (await import('@storefront/shared/operator-contracts')).staffInvitationRequestSchema,
  });
  const invite = useMutation(inviteStaff, {
    busy: (input) => ({ title: 'Sending the invitation', subtitle: input.email }),
    success: (_, input) => `Invitation sent to ${input.email}.`,
  });

  const save = form.handleSubmit(async (input: StaffInvitationRequest) => {
    const outcome = await invite.mutate(input);
    if (!outcome.ok) return outcome;
    setDone(
      `We e-mailed ${outcome.result.email} a link to join as ${roleLabel(outcome.result.role)}. It works for ${STAFF_INVITATION_TTL_HOURS} hours.`,
    );
    form.setValues(EMPTY);
    onInvited(outcome.result);
    return outcome;
  });

  return {
    form,
    done,
    submit: (event: FormEvent<HTMLFormElement>) => {
      setDone(null);
      return save(event);
    },
  };
}
