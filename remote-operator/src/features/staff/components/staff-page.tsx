import { useApi } from '@storefront/shared';
import type {
  PendingInvitation,
  StaffList,
  StaffMember,
} from '@storefront/shared/operator-contracts';
import { DashboardPage, LoadError, LoadingNote, useAccount } from '@storefront/ui';
import { getStaff } from '../api/staff-api';
import { InvitationTable } from './invitation-table';
import { InviteForm } from './invite-form';
import { StaffTable } from './staff-table';
import '../../../components/operator.css';

const withMember = (list: StaffList, member: StaffMember): StaffList => ({
  ...list,
  members: list.members.map((each) => (each.id === member.id ? member : each)),
});

/** A new invitation replaces an older one to the same address, as the API does. */
const withInvitation = (list: StaffList, invitation: PendingInvitation): StaffList => ({
  ...list,
  invitations: [invitation, ...list.invitations.filter((each) => each.email !== invitation.email)],
});

const withoutInvitation = (list: StaffList, invitation: PendingInvitation): StaffList => ({
  ...list,
  invitations: list.invitations.filter((each) => each.id !== invitation.id),
});

/**
 * /operator/staff: who works in the store and in which role, the invitations
 * waiting, and inviting someone. Owners and managers open it; only an owner
 * changes an owner or makes one.
 */
export function StaffPage() {
  const staff = useApi('operator-staff', getStaff);
  const account = useAccount();
  const me = { id: account.data?.id ?? '', isOwner: account.data?.staffRole === 'owner' };
  const update = (change: (list: StaffList) => StaffList) => {
    if (staff.data) staff.replace(change(staff.data));
  };

  let content;
  if (staff.failure) {
    content = <LoadError what="the staff" failure={staff.failure} onRetry={staff.retry} />;
  } else if (!staff.data) {
    content = <LoadingNote>Loading the staff</LoadingNote>;
  } else {
    content = (
      <div className="db-op-stack">
        <StaffTable
          members={staff.data.members}
          me={me}
          onChanged={(member) => update((list) => withMember(list, member))}
        />
        <h2>Invitations</h2>
        <InvitationTable
          invitations={staff.data.invitations}
          onRevoked={(invitation) => update((list) => withoutInvitation(list, invitation))}
        />
        <InviteForm
          isOwner={me.isOwner}
          onInvited={(invitation) => update((list) => withInvitation(list, invitation))}
        />
      </div>
    );
  }

  return (
    <DashboardPage title="Staff">
      <p className="db-op-muted">
        A deactivated member of staff is signed out at once and cannot sign in until reactivated.
      </p>
      {content}
    </DashboardPage>
  );
}
