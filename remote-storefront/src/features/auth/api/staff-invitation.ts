import { httpClient } from '@storefront/shared';
import type {
  Account,
  StaffInvitationAccept,
  StaffInvitationPreview,
} from '@storefront/shared/contracts';

/** GET /auth/staff-invitations/:token — the store, e-mail address and role the link offers. */
export async function getStaffInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<StaffInvitationPreview> {
  const { data } = await httpClient.get<StaffInvitationPreview>(
    `/auth/staff-invitations/${encodeURIComponent(token)}`,
    { signal },
  );
  return data;
}

/** POST /auth/staff-invitations/accept — makes the staff account; it does not sign in. */
export async function acceptStaffInvitation(request: StaffInvitationAccept): Promise<Account> {
  const { data } = await httpClient.post<Account>('/auth/staff-invitations/accept', request);
  return data;
}
