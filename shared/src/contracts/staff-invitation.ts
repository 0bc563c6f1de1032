import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { registerRequestSchema } from './auth';
import { STAFF_ROLES } from './staff-roles';

// The invited person's side of a staff invitation: what the e-mailed link
// shows on the storefront, and the account they make with it. The console's
// side (inviting, listing, revoking) is in ./operator/staff-accounts.ts.

/** How long an e-mailed staff invitation works. */
export const STAFF_INVITATION_TTL_HOURS = 72;

const invitationTokenSchema = text()
  .trim()
  .min(1, 'This invitation link is incomplete. Ask for a new one.')
  .max(128, 'This invitation link is not valid. Ask for a new one.');

/** GET /api/auth/staff-invitations/:token — who is invited, to which store, as what. */
export const staffInvitationPreviewSchema = z.object({
  storeName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expiresAt: z.string(),
});
export type StaffInvitationPreview = z.infer<typeof staffInvitationPreviewSchema>;

/** The invited person's own details, checked as registration checks them. */
export const staffInvitationDetailsSchema = registerRequestSchema.pick({
  name: true,
  mobile: true,
  password: true,
});
export type StaffInvitationDetails = z.input<typeof staffInvitationDetailsSchema>;

/**
 * POST /api/auth/staff-invitations/accept — makes the staff account; the
 * e-mail and role come from the invitation. It does not sign in.
 */
export const staffInvitationAcceptSchema = staffInvitationDetailsSchema
  .extend({ token: invitationTokenSchema })
  .strict();
export type StaffInvitationAccept = z.input<typeof staffInvitationAcceptSchema>;
