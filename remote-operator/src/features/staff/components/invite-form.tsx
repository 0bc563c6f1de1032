import type { PendingInvitation } from '@storefront/shared/operator-contracts';
import { FormAlert, FormField, SelectField } from '@storefront/ui';
import { useInviteForm } from '../hooks/use-invite-form';
import { roleLabel, rolesFor } from '../lib/staff-words';

export interface InviteFormProps {
  isOwner: boolean;
  onInvited: (invitation: PendingInvitation) => void;
}

/** E-mail and role: the person gets a link to make their staff account. */
export function InviteForm({ isOwner, onInvited }: InviteFormProps) {
  const { form, done, submit } = useInviteForm(onInvited);
  return (
    <form className="db-op-stack" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Invite someone</h2>
      <FormField
        {...form.field('email')}
        idPrefix="db-invite"
        label="E-mail"
        type="email"
        autoComplete="off"
      />
      <SelectField {...form.field('role')} idPrefix="db-invite" label="Role">
        {rolesFor(isOwner).map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </SelectField>
      <FormAlert>{form.formError}</FormAlert>
      <button type="submit" className="db-action" disabled={form.saving}>
        Send the invitation
      </button>
      {done && <p role="status">{done}</p>}
    </form>
  );
}
