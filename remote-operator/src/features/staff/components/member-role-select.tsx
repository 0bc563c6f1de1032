import { useState } from 'react';
import type { StaffRole } from '@storefront/shared/contracts';
import type { StaffMember } from '@storefront/shared/operator-contracts';
import { FormAlert } from '@storefront/ui';
import { useStaffChange } from '../hooks/use-staff-change';
import { roleLabel, rolesFor } from '../lib/staff-words';

export interface MemberRoleSelectProps {
  member: StaffMember;
  isOwner: boolean;
  onChanged: (member: StaffMember) => void;
}

/** The member's role as a select that changes it at once; the API's refusal shows beneath. */
export function MemberRoleSelect({ member, isOwner, onChanged }: MemberRoleSelectProps) {
  const { change, running } = useStaffChange(member, onChanged);
  const [error, setError] = useState<string | null>(null);

  async function choose(role: StaffRole) {
    setError(null);
    const outcome = await change({ role });
    if (!outcome.ok) setError(outcome.failure.message);
  }

  return (
    <>
      <select
        className="db-op-inline-select"
        aria-label={`Role of ${member.name}`}
        value={member.role}
        disabled={running}
        onChange={(event) => void choose(event.target.value as StaffRole)}
      >
        {rolesFor(isOwner).map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
      <FormAlert>{error}</FormAlert>
    </>
  );
}
