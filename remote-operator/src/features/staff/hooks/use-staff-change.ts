import type { StaffRole } from '@storefront/shared/contracts';
import type { StaffMember } from '@storefront/shared/operator-contracts';
import { useMutation } from '@storefront/ui';
import { changeStaffRole, setStaffActive } from '../api/staff-api';
import { roleLabel } from '../lib/staff-words';

type Change = { role: StaffRole } | { active: boolean };

const describe = (member: StaffMember, change: Change) =>
  'role' in change
    ? `${member.name} is now ${roleLabel(change.role)}.`
    : `${member.name} is ${change.active ? 'reactivated' : 'deactivated'}.`;

/**
 * A change to one member (role, or deactivate/reactivate), handing the member
 * as the API now has them to `onChanged`. The API's refusal comes back whole,
 * for the page to show as it is.
 */
export function useStaffChange(member: StaffMember, onChanged: (member: StaffMember) => void) {
  const { mutate, running } = useMutation(
    (change: Change) =>
      'role' in change
        ? changeStaffRole(member.id, change.role)
        : setStaffActive(member.id, change.active),
    {
      busy: (change) => ({
        title:
          'role' in change ? 'Changing the role' : change.active ? 'Reactivating' : 'Deactivating',
        subtitle: member.name,
      }),
      success: (_, change) => describe(member, change),
    },
  );

  async function change(what: Change) {
    const outcome = await mutate(what);
    if (outcome.ok) onChanged(outcome.result);
    return outcome;
  }

  return { change, running };
}
