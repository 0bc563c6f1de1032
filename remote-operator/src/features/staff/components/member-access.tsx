import { useState } from 'react';
import type { StaffMember } from '@storefront/shared/operator-contracts';
import { ConfirmDialog } from '@storefront/ui';
import { useStaffChange } from '../hooks/use-staff-change';

export interface MemberAccessProps {
  member: StaffMember;
  onChanged: (member: StaffMember) => void;
}

/** Deactivate or Reactivate, each asked once more in a dialog that shows the API's refusal. */
export function MemberAccess({ member, onChanged }: MemberAccessProps) {
  const { change, running } = useStaffChange(member, onChanged);
  const [asking, setAsking] = useState(false);
  const active = member.deactivatedAt === null;

  async function confirm() {
    const outcome = await change({ active: !active });
    if (outcome.ok) {
      setAsking(false);
      return { ok: true as const };
    }
    return { ok: false as const, message: outcome.failure.message };
  }

  return (
    <>
      <button
        type="button"
        className="db-action db-op-quiet"
        disabled={running}
        onClick={() => setAsking(true)}
      >
        {active ? `Deactivate ${member.name}` : `Reactivate ${member.name}`}
      </button>
      {asking && (
        <ConfirmDialog
          title={active ? `Deactivate ${member.name}?` : `Reactivate ${member.name}?`}
          confirmLabel={active ? 'Yes, deactivate' : 'Yes, reactivate'}
          keepLabel="Keep as it is"
          danger={active}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        >
          <p>
            {active
              ? 'They are signed out everywhere at once and cannot sign in until reactivated.'
              : 'They can sign in again with their password, in the role they had.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
