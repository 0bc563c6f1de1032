import { expect, type APIRequestContext } from '@playwright/test';
import { API, operatorToken } from './api';
import { uniqueDigits } from './shopper';

/**
 * A member of staff of the spec's own, made through the API: the owner invites
 * them and they accept the e-mailed link. A spec that changes how a member of
 * staff signs in uses one, as the demo picker is every spec's (and specs run
 * side by side).
 */
export async function staffByInvitation(
  request: APIRequestContext,
  /** One of STAFF_ROLES (shared/src/contracts/staff-roles.ts), as the API takes it. */
  role: string,
): Promise<{ identifier: string; password: string }> {
  const digits = uniqueDigits();
  const member = {
    name: `Pip Staff ${digits}`,
    email: `staff${digits}@example.test`,
    mobile: `07400 ${digits}`,
    password: 'a member of staff’s own password',
  };
  const invited = await request.post(`${API}/operator/staff/invitations`, {
    headers: { authKey: await operatorToken(request) },
    data: { email: member.email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const outbox = await request.get(`${API}/dev/email-outbox`, { params: { to: member.email } });
  const { items } = (await outbox.json()) as { items: { body: string }[] };
  const link = new URL(/http\S+\/staff-invite\?token=\S+/.exec(items[0]!.body)![0]);
  const accepted = await request.post(`${API}/auth/staff-invitations/accept`, {
    data: {
      token: link.searchParams.get('token'),
      name: member.name,
      mobile: member.mobile,
      password: member.password,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { identifier: member.email, password: member.password };
}
