import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  apiErrorSchema,
  staffInvitationAcceptSchema,
  staffInvitationPreviewSchema,
} from '@storefront/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { toAccount } from './service';
import type { InvitationState } from './staff-service';

/** Why a link does not work, in words the invited person can act on. */
const LINK_REFUSALS: Record<InvitationState, () => HttpError> = {
  'not-found': () =>
    new HttpError(
      404,
      'INVITATION_NOT_FOUND',
      'This invitation link is not valid: it may have been replaced by a newer one. Ask for a new invitation.',
      'token',
    ),
  expired: () =>
    new HttpError(
      410,
      'INVITATION_EXPIRED',
      'This invitation has expired. Ask for a new one.',
      'token',
    ),
  used: () =>
    new HttpError(
      410,
      'INVITATION_USED',
      'This invitation has already been used or was withdrawn. If you made your account, sign in.',
      'token',
    ),
};

/**
 * The invited person's side of a staff invitation: what the e-mailed link
 * offers, and making the account with it. Limited per client like sign-in.
 */
export async function staffInvitationRoutes(
  app: FastifyInstance,
  { authRateLimit }: { authRateLimit: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };
  const staff = app.accounts.staff;

  routes.get(
    '/auth/staff-invitations/:token',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'What a staff invitation link offers: the store, the e-mail address and the role',
        description:
          '404 INVITATION_NOT_FOUND for an unknown (or replaced) link; 410 INVITATION_EXPIRED ' +
          'or INVITATION_USED for one that no longer works.',
        params: z.object({ token: staffInvitationAcceptSchema.shape.token }),
        response: {
          200: staffInvitationPreviewSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          410: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const found = await staff.findInvitation(request.params.token);
      if (found.status !== 'open') throw LINK_REFUSALS[found.status]();
      const { invitation } = found;
      return {
        storeName: (await app.store.find(invitation.storeId))?.name ?? '',
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },
  );

  routes.post(
    '/auth/staff-invitations/accept',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Make the staff account a link invites: name, mobile and password',
        description:
          'The e-mail address and the role come from the invitation, and the link is used up. ' +
          'No session starts: the new member of staff then signs in. A link that does not work ' +
          'is a 404 or 410 naming token; a mobile number or e-mail address that has an account ' +
          'by now is a 409 ACCOUNT_UNAVAILABLE naming it, and the link still works.',
        body: staffInvitationAcceptSchema,
        response: {
          201: accountSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, name, mobile, password } = request.body;
      const result = await staff.accept(token, {
        name,
        mobile,
        passwordHash: await hashPassword(password),
      });
      switch (result.status) {
        case 'joined':
          return reply.code(201).send(toAccount(result.user));
        case 'email-taken':
        case 'mobile-taken':
          throw new HttpError(
            409,
            'ACCOUNT_UNAVAILABLE',
            result.status === 'mobile-taken'
              ? 'This mobile number already belongs to an account. Use another one.'
              : 'This e-mail address has an account by now. Ask whoever invited you.',
            result.status === 'mobile-taken' ? 'mobile' : 'email',
          );
        default:
          throw LINK_REFUSALS[result.status]();
      }
    },
  );
}
