import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, STAFF_INVITATION_TTL_HOURS } from '@storefront/shared/contracts';
import {
  invitationParamsSchema,
  pendingInvitationSchema,
  staffInvitationRequestSchema,
  staffListSchema,
  staffMemberSchema,
  staffParamsSchema,
  staffRoleChangeSchema,
} from '@storefront/shared/operator-contracts';
import { HttpError, notFound } from '../../lib/http-error';
import { sendStaffInvitation } from './invitation-delivery';
import type { StaffActor, StaffChange, StaffRefusal } from './staff-service';

const REFUSALS: Record<StaffRefusal, () => HttpError> = {
  'owner-only': () =>
    new HttpError(
      403,
      'OWNER_ONLY',
      'Only an owner can change or deactivate an owner, or make someone an owner.',
    ),
  'last-owner': () =>
    new HttpError(
      409,
      'LAST_OWNER',
      'This is the store’s only active owner. Make someone else an owner first.',
    ),
  self: () =>
    new HttpError(409, 'OWN_ACCOUNT', 'You cannot deactivate your own account.', 'userId'),
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Owners and managers: who works in the store, inviting people, and their roles and access. */
export async function staffRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const staff = app.accounts.staff;

  const dates = (row: { deactivatedAt: Date | null; lastSignInAt: Date | null }) => ({
    deactivatedAt: iso(row.deactivatedAt),
    lastSignInAt: iso(row.lastSignInAt),
  });

  /** A member as the list shows them; operators always have a role (the table's check). */
  async function member(storeId: number, userId: string) {
    const found = await staff.member(storeId, userId);
    if (!found) throw notFound('That member of staff', 'userId');
    return { ...found, role: found.role!, ...dates(found) };
  }

  routes.get(
    '/staff',
    {
      schema: {
        tags: ['operator'],
        permission: 'staff.manage',
        summary:
          'The store’s staff by name, with role, status and last sign-in, and open invitations',
        security,
        response: { 200: staffListSchema, ...refused },
      },
    },
    async (request) => {
      const { members, invitations } = await staff.list(request.operator.storeId);
      return {
        members: members.map((row) => ({ ...row, role: row.role!, ...dates(row) })),
        invitations: invitations.map((row) => ({
          ...row,
          invitedAt: row.invitedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
      };
    },
  );

  routes.post(
    '/staff/invitations',
    {
      schema: {
        tags: ['operator'],
        permission: 'staff.manage',
        summary: 'E-mail someone a one-time link to join the staff with a role',
        description:
          'The link opens the storefront’s /staff-invite page and works once, for ' +
          `${STAFF_INVITATION_TTL_HOURS} hours; ` +
          'inviting the same address again replaces the older link. Only an owner may invite ' +
          'an owner (403 OWNER_ONLY). An address that already has an account is a 409 ' +
          'EMAIL_HAS_ACCOUNT.',
        security,
        body: staffInvitationRequestSchema,
        response: {
          201: pendingInvitationSchema,
          ...refused,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const operator = request.operator;
      const { email, role } = request.body;
      const result = await staff.invite(operator, email, role);
      if (result.status === 'owner-only') {
        throw new HttpError(403, 'OWNER_ONLY', 'Only an owner can invite an owner.', 'role');
      }
      if (result.status === 'email-has-account') {
        throw new HttpError(
          409,
          'EMAIL_HAS_ACCOUNT',
          'This e-mail address already belongs to an account. A deactivated member of staff can be reactivated instead.',
          'email',
        );
      }
      const { invitation, token } = result;
      const storeName = (await app.store.find(operator.storeId))?.name ?? 'the store';
      try {
        await sendStaffInvitation(app, publicUrl, {
          email,
          role,
          token,
          inviterName: operator.name,
          storeName,
        });
      } catch (error) {
        request.log.error({ err: error }, 'Staff invitation not sent');
        await staff.discardInvitation(operator, invitation.id, token, email);
        throw new HttpError(
          503,
          'EMAIL_NOT_SENT',
          'The invitation e-mail could not be sent, so no invitation was made. Try again.',
        );
      }
      return reply.code(201).send({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        invitedAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        expired: false,
      });
    },
  );

  routes.delete(
    '/staff/invitations/:invitationId',
    {
      schema: {
        tags: ['operator'],
        permission: 'staff.manage',
        summary: 'Revoke an invitation that has not been taken up: its link stops working',
        security,
        params: invitationParamsSchema,
        response: { 204: z.null(), ...refused, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const revoked = await staff.revokeInvitation(request.operator, request.params.invitationId);
      if (!revoked) throw notFound('That open invitation', 'invitationId');
      return reply.code(204).send(null);
    },
  );

  /** One change to a member, answered with them as they are after it. */
  async function change(operator: StaffActor, userId: string, what: StaffChange) {
    const result = await staff.change(operator, userId, what);
    if (result.status === 'not-found') throw notFound('That member of staff', 'userId');
    if (result.status === 'refused') throw REFUSALS[result.reason]();
    return member(operator.storeId, userId);
  }

  const changeResponse = {
    200: staffMemberSchema,
    ...refused,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  routes.patch(
    '/staff/:userId',
    {
      schema: {
        tags: ['operator'],
        permission: 'staff.manage',
        summary: 'Change a member of staff’s role',
        description:
          'Only an owner changes an owner’s role or makes someone an owner (403 OWNER_ONLY); ' +
          'the store’s last active owner keeps the role (409 LAST_OWNER).',
        security,
        params: staffParamsSchema,
        body: staffRoleChangeSchema,
        response: changeResponse,
      },
    },
    async (request) =>
      change(request.operator, request.params.userId, { kind: 'role', role: request.body.role }),
  );

  routes.post(
    '/staff/:userId/deactivate',
    {
      schema: {
        tags: ['operator'],
        permission: 'staff.manage',
        summary: 'Deactivate a member of staff: their sessions end at once and they cannot sign in',
        description:
          'Only an owner deactivates an owner (403 OWNER_ONLY); not the last active owner ' +
          '(409 LAST_OWNER), nor yourself (409 OWN_ACCOUNT).',
        security,
        params: staffParamsSchema,
        response: changeResponse,
      },
    },
    async (request) => change(request.operator, request.params.userId, { kind: 'deactivate' }),
  );

  routes.post(
    '/staff/:userId/reactivate',
    {
      schema: {
        tags: ['operator'],
        permission: 'staff.manage',
        summary: 'Reactivate a member of staff: they can sign in again with their password',
        description: 'Only an owner reactivates an owner (403 OWNER_ONLY).',
        security,
        params: staffParamsSchema,
        response: changeResponse,
      },
    },
    async (request) => change(request.operator, request.params.userId, { kind: 'reactivate' }),
  );
}
