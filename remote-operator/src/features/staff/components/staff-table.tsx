import type { StaffList, StaffMember } from '@storefront/shared/operator-contracts';
import { DataTable, StatusBadge, type Column } from '@storefront/ui';
import { lastSignInText, needsOwner, roleLabel } from '../lib/staff-words';
import { MemberAccess } from './member-access';
import { MemberRoleSelect } from './member-role-select';

export interface StaffTableProps {
  members: StaffList['members'] | undefined;
  /** The signed-in person: their own row offers no deactivation. */
  me: { id: string; isOwner: boolean };
  onChanged: (member: StaffMember) => void;
}

/** Every member of staff, with their role and access changed in place where the person may. */
export function StaffTable({ members, me, onChanged }: StaffTableProps) {
  const mayChange = (member: StaffMember) => me.isOwner || !needsOwner(member);
  const columns: readonly Column<StaffMember>[] = [
    { header: 'Name', cell: (member) => member.name },
    { header: 'E-mail', cell: (member) => member.email ?? '—' },
    {
      header: 'Role',
      cell: (member) =>
        mayChange(member) ? (
          <MemberRoleSelect member={member} isOwner={me.isOwner} onChanged={onChanged} />
        ) : (
          roleLabel(member.role)
        ),
    },
    { header: 'Last sign-in', cell: lastSignInText },
    {
      header: 'Status',
      cell: (member) =>
        member.deactivatedAt ? (
          <StatusBadge tone="bad">Deactivated</StatusBadge>
        ) : (
          <StatusBadge tone="good">Active</StatusBadge>
        ),
    },
    {
      header: 'Access',
      cell: (member) =>
        member.id !== me.id && mayChange(member) ? (
          <MemberAccess member={member} onChanged={onChanged} />
        ) : null,
    },
  ];
  return (
    <DataTable
      caption="The store's staff, by name"
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      what="the staff"
      empty={<p>Nobody works here yet.</p>}
    />
  );
}
