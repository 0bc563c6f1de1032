import { httpClient } from '@storefront/shared';
import type {
  PendingInvitation,
  StaffInvitationRequest,
  StaffList,
  StaffMember,
} from '@storefront/shared/operator-contracts';
import type { StaffRole } from '@storefront/shared/contracts';

const memberUrl = (userId: string) => `/operator/staff/${encodeURIComponent(userId)}`;

/** GET /operator/staff — every member of staff, and the invitations not yet taken up. */
export async function getStaff(signal?: AbortSignal): Promise<StaffList> {
  const { data } = await httpClient.get<StaffList>('/operator/staff', { signal });
  return data;
}

/** POST /operator/staff/invitations — e-mails the person a link to join. */
export async function inviteStaff(invitation: StaffInvitationRequest): Promise<PendingInvitation> {
  const { data } = await httpClient.post<PendingInvitation>(
    '/operator/staff/invitations',
    invitation,
  );
  return data;
}

/** DELETE /operator/staff/invitations/:id — the link stops working. */
export async function revokeInvitation(invitationId: string): Promise<void> {
  await httpClient.delete(`/operator/staff/invitations/${encodeURIComponent(invitationId)}`);
}

/** PATCH /operator/staff/:userId — a new role; answers the member as they now are. */
export async function changeStaffRole(userId: string, role: StaffRole): Promise<StaffMember> {
  const { data } = await httpClient.patch<StaffMember>(memberUrl(userId), { role });
  return data;
}

/** POST /operator/staff/:userId/deactivate or /reactivate; answers the member as they now are. */
export async function setStaffActive(userId: string, active: boolean): Promise<StaffMember> {
  const { data } = await httpClient.post<StaffMember>(
    `${memberUrl(userId)}/${active ? 'reactivate' : 'deactivate'}`,
    {},
  );
  return data;
}
