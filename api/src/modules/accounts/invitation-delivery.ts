import type { FastifyInstance } from 'fastify';
import {
  STAFF_INVITATION_TTL_HOURS,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@storefront/shared/contracts';

export interface StaffInvitationMail {
  email: string;
  role: StaffRole;
  token: string;
  inviterName: string;
  storeName: string;
}

/**
 * E-mails the one-time link that opens the storefront's /staff-invite page,
 * the way password-reset links go (reset-delivery.ts), so it shows in the
 * development outbox alike.
 */
export async function sendStaffInvitation(
  app: FastifyInstance,
  publicUrl: string,
  mail: StaffInvitationMail,
): Promise<void> {
  const link = new URL('/staff-invite', publicUrl);
  link.searchParams.set('token', mail.token);
  const role = STAFF_ROLE_LABELS[mail.role];
  await app.notifications.email.send({
    to: mail.email,
    subject: `${mail.storeName}: you are invited to join the team`,
    text: [
      'Hello,',
      '',
      `${mail.inviterName} invited you to join ${mail.storeName} as ${role}. ` +
        `Open this link within ${STAFF_INVITATION_TTL_HOURS} hours to make your staff account:`,
      '',
      link.toString(),
      '',
      'The link works once. If you were not expecting it, ignore this e-mail.',
      '',
      mail.storeName,
    ].join('\n'),
  });
}
