import {
  STAFF_INVITATION_TTL_HOURS,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { Operator } from '../../lib/operator';
import { recordAudit } from '../audit/service';
import { invitationsSql, type InvitationRow } from './invitations-sql';
import { sessionsSql } from './sessions-sql';
import { changesNothing, refusalOf, type StaffChange, type StaffRefusal } from './staff-rules';
import { staffSql, type LockedMember } from './staff-sql';
import { usersSql, type UserRow } from './users-sql';

export type { StaffChange, StaffRefusal } from './staff-rules';

/** The one acting, with the role their session read. */
export type StaffActor = Operator & { staffRole: StaffRole };

export type InviteResult =
  | { status: 'invited'; invitation: InvitationRow; token: string }
  | { status: 'email-has-account' }
  | { status: 'owner-only' };

export type InvitationState = 'not-found' | 'expired' | 'used';

export type AcceptResult =
  | { status: 'joined'; user: UserRow }
  | { status: InvitationState }
  | { status: 'email-taken' | 'mobile-taken' };

export type StaffChangeResult =
  | { status: 'changed' | 'unchanged'; member: LockedMember }
  | { status: 'not-found' }
  | { status: 'refused'; reason: StaffRefusal };

const label = (role: StaffRole) => STAFF_ROLE_LABELS[role];

/** Thrown inside a transaction to roll it back with an answer. */
class Abandon {
  constructor(readonly result: AcceptResult) {}
}

/** What a change to a member of staff writes, besides the audit entry. */
async function apply(tx: Database, member: LockedMember, change: StaffChange) {
  if (change.kind === 'role') return staffSql.setRole(tx, member.id, change.role);
  await staffSql.setDeactivated(tx, member.id, change.kind === 'deactivate');
  // In the same transaction: their open sessions end as the deactivation commits.
  if (change.kind === 'deactivate') await sessionsSql.revokeAllForUser(tx, member.id);
}

function auditOf(member: LockedMember, change: StaffChange) {
  const role = member.staffRole;
  if (change.kind === 'role') {
    return {
      action: 'staff.role_changed' as const,
      summary: `${member.name}: ${label(role)} → ${label(change.role)}`,
      before: { role },
      after: { role: change.role },
    };
  }
  const deactivate = change.kind === 'deactivate';
  return {
    action: deactivate ? ('staff.deactivated' as const) : ('staff.reactivated' as const),
    summary: `${deactivate ? 'Deactivated' : 'Reactivated'} ${member.name} (${label(role)})`,
    before: { role, active: deactivate },
    after: { role, active: !deactivate },
  };
}

/** The invitation a link carries, while it still works, or why it does not. */
async function invitationByToken(
  db: Database,
  token: string,
): Promise<{ status: 'open'; invitation: InvitationRow } | { status: InvitationState }> {
  const found = await invitationsSql.findByToken(db, token);
  if (!found) return { status: 'not-found' };
  const { row, expired } = found;
  if (row.acceptedAt || row.revokedAt) return { status: 'used' };
  if (expired) return { status: 'expired' };
  return { status: 'open', invitation: row };
}

/** The store's staff: inviting people, their invitations, and changing their role or access. */
export function createStaffService(db: Database) {
  return {
    /** One member as the list shows them; undefined for anyone not on the store's staff. */
    async member(storeId: number, userId: string) {
      return (await staffSql.list(db, storeId, userId))[0];
    },

    async list(storeId: number) {
      const [members, invitations] = await Promise.all([
        staffSql.list(db, storeId),
        invitationsSql.listOpen(db, storeId),
      ]);
      return { members, invitations };
    },

    /** An invitation to join as `role`; its token is for the e-mail only. */
    async invite(actor: StaffActor, email: string, role: StaffRole): Promise<InviteResult> {
      if (role === 'owner' && actor.staffRole !== 'owner') return { status: 'owner-only' };
      return db.transaction(async (tx) => {
        if (await invitationsSql.emailHasAccount(tx, email)) {
          return { status: 'email-has-account' as const };
        }
        const { row, token } = await invitationsSql.issue(
          tx,
          { storeId: actor.storeId, email, role, invitedBy: actor.id },
          STAFF_INVITATION_TTL_HOURS,
        );
        await recordAudit(tx, {
          storeId: actor.storeId,
          operatorId: actor.id,
          action: 'staff.invited',
          entityType: 'staff_invitation',
          entityId: row.id,
          summary: `Invited ${email} as ${label(role)}`,
          after: { email, role },
        });
        return { status: 'invited' as const, invitation: row, token };
      });
    },

    /**
     * Takes back an invitation whose e-mail could not be sent, and says so on
     * the audit log, next to the entry that recorded it.
     */
    discardInvitation(actor: StaffActor, id: string, token: string, email: string) {
      return db.transaction(async (tx) => {
        await invitationsSql.discard(tx, id, token);
        await recordAudit(tx, {
          storeId: actor.storeId,
          operatorId: actor.id,
          action: 'staff.invitation_revoked',
          entityType: 'staff_invitation',
          entityId: id,
          summary: `The invitation to ${email} was not sent (the e-mail failed), so it was taken back`,
        });
      });
    },

    /** Revokes an open invitation; false when the store has none by that id. */
    revokeInvitation(actor: StaffActor, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const revoked = await invitationsSql.revoke(tx, actor.storeId, id);
        if (!revoked) return false;
        await recordAudit(tx, {
          storeId: actor.storeId,
          operatorId: actor.id,
          action: 'staff.invitation_revoked',
          entityType: 'staff_invitation',
          entityId: id,
          summary: `Revoked the invitation to ${revoked.email} (${label(revoked.role)})`,
          before: { email: revoked.email, role: revoked.role },
        });
        return true;
      });
    },

    /** The invitation a link carries, while it still works. */
    findInvitation: (token: string) => invitationByToken(db, token),

    /**
     * Makes the invited person's account and uses up the link, both or
     * neither: of two accepting at once, exactly one makes an account.
     */
    async accept(
      token: string,
      details: { name: string; mobile: string; passwordHash: string },
    ): Promise<AcceptResult> {
      try {
        return await db.transaction(async (tx) => {
          const invitation = await invitationsSql.spend(tx, token);
          if (!invitation) {
            const state = await invitationByToken(tx, token);
            throw new Abandon({ status: state.status === 'open' ? 'used' : state.status });
          }
          const user = await usersSql.create(tx, {
            ...details,
            storeId: invitation.storeId,
            email: invitation.email,
            role: 'operator',
            staffRole: invitation.role,
          });
          if (!user) {
            const emailTaken = await invitationsSql.emailHasAccount(tx, invitation.email);
            throw new Abandon({ status: emailTaken ? 'email-taken' : 'mobile-taken' });
          }
          await invitationsSql.setAcceptedUser(tx, invitation.id, user.id);
          await recordAudit(tx, {
            storeId: invitation.storeId,
            operatorId: user.id,
            action: 'staff.joined',
            entityType: 'staff',
            entityId: user.id,
            summary: `${user.name} joined as ${label(invitation.role)}`,
            after: { email: invitation.email, role: invitation.role },
          });
          return { status: 'joined' as const, user };
        });
      } catch (error) {
        if (error instanceof Abandon) return error.result;
        throw error;
      }
    },

    /**
     * Changes a member's role or access under the store's rules (staff-rules.ts).
     * The active owners' rows are locked first, then the member's, so changes
     * that could remove the last owner take turns.
     */
    change(actor: StaffActor, userId: string, change: StaffChange): Promise<StaffChangeResult> {
      return db.transaction(async (tx) => {
        const activeOwnerIds = await staffSql.lockActiveOwners(tx, actor.storeId);
        const member = await staffSql.lockMember(tx, actor.storeId, userId);
        if (!member) return { status: 'not-found' as const };
        const reason = refusalOf({ actorId: actor.id, target: member, activeOwnerIds }, change);
        if (reason) return { status: 'refused' as const, reason };
        if (changesNothing(member, change)) return { status: 'unchanged' as const, member };
        // Written first, so the entry keeps the role the actor acted in if they changed their own.
        await recordAudit(tx, {
          storeId: actor.storeId,
          operatorId: actor.id,
          entityType: 'staff',
          entityId: member.id,
          ...auditOf(member, change),
        });
        await apply(tx, member, change);
        return { status: 'changed' as const, member };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
