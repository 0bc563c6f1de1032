import { useState } from 'react';
import type { PendingInvitation } from '@storefront/shared/operator-contracts';
import { DataTable, FormAlert, formatDayAndTime, useMutation, type Column } from '@storefront/ui';
import { revokeInvitation } from '../api/staff-api';
import { roleLabel } from '../lib/staff-words';

export interface InvitationTableProps {
  invitations: readonly PendingInvitation[];
  onRevoked: (invitation: PendingInvitation) => void;
}

/** The invitations nobody has taken up yet, each with a way to take it back. */
export function InvitationTable({ invitations, onRevoked }: InvitationTableProps) {
  const [error, setError] = useState<string | null>(null);
  const revoke = useMutation((invitation: PendingInvitation) => revokeInvitation(invitation.id), {
    busy: (invitation) => ({ title: 'Revoking the invitation', subtitle: invitation.email }),
    success: (_, invitation) => `The invitation to ${invitation.email} no longer works.`,
  });

  async function take(invitation: PendingInvitation) {
    setError(null);
    const outcome = await revoke.mutate(invitation);
    if (outcome.ok) onRevoked(invitation);
    else setError(outcome.failure.message);
  }

  const columns: readonly Column<PendingInvitation>[] = [
    { header: 'E-mail', cell: (invitation) => invitation.email },
    { header: 'Role', cell: (invitation) => roleLabel(invitation.role) },
    { header: 'Invited', cell: (invitation) => formatDayAndTime(invitation.invitedAt) },
    {
      header: 'Link',
      cell: (invitation) =>
        invitation.expired
          ? 'Expired: invite again to send a new link'
          : `Works until ${formatDayAndTime(invitation.expiresAt)}`,
    },
    {
      header: 'Revoke',
      cell: (invitation) => (
        <button
          type="button"
          className="db-action db-op-quiet"
          disabled={revoke.running}
          onClick={() => void take(invitation)}
        >
          Revoke the invitation to {invitation.email}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Invitations not yet taken up, newest first"
        columns={columns}
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        what="the invitations"
        empty={<p className="db-op-muted">No invitations are waiting.</p>}
      />
      <FormAlert>{error}</FormAlert>
    </>
  );
}
