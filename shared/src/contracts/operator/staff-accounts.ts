import { z } from 'zod';
import '../zod-config';
import { emailSchema } from '../auth';
import { STAFF_ROLES } from '../staff-roles';

// The console's side of staff accounts: who works in the store, the
// invitations waiting for an answer, and changing someone's role or access.

const staffRoleSchema = z.enum(STAFF_ROLES, {
  message: `role is one of ${STAFF_ROLES.join(', ')}`,
});

/** POST /api/operator/staff/invitations — e-mails a one-time link to join as `role`. */
export const staffInvitationRequestSchema = z
  .object({ email: emailSchema, role: staffRoleSchema })
  .strict();
export type StaffInvitationRequest = z.input<typeof staffInvitationRequestSchema>;

/** PATCH /api/operator/staff/:userId — a new role. */
export const staffRoleChangeSchema = z.object({ role: staffRoleSchema }).strict();
export type StaffRoleChange = z.input<typeof staffRoleChangeSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  /** When they were deactivated (they cannot sign in), or null while active. */
  deactivatedAt: z.string().nullable(),
  /** When their newest session began, or null if they never signed in. */
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** Past expiresAt: the link no longer works; invite again to send a new one. */
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/operator/staff — every member of staff, by name, and the invitations not yet taken up. */
export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const staffParamsSchema = z.object({ userId: z.uuid('userId is not a valid id') });
export const invitationParamsSchema = z.object({
  invitationId: z.uuid('invitationId is not a valid id'),
});
