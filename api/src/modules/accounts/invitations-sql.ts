import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { staffInvitations, users } from './tables';

export type InvitationRow = typeof staffInvitations.$inferSelect;

// The database clock, shared by every API instance (see reset-links-sql.ts).
const DB_NOW = sql`statement_timestamp()`;

const isOpen = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

export const invitationsSql = {
  /** True when any account, deactivated ones too, has this e-mail address. */
  async emailHasAccount(db: Database, email: string): Promise<boolean> {
    const found = await db.query.users.findFirst({
      columns: { id: true },
      where: eq(users.email, email),
    });
    return found !== undefined;
  },

  /**
   * A new link for the address. An open invitation to it is replaced in place
   * (new token, role and expiry), so the older link stops working; the unique
   * index on open invitations lets two at once only take turns.
   */
  async issue(
    tx: Database,
    invitation: { storeId: number; email: string; role: StaffRole; invitedBy: string },
    ttlHours: number,
  ): Promise<{ row: InvitationRow; token: string }> {
    const { token, tokenHash } = newSessionToken();
    const expiresAt = sql`${DB_NOW} + make_interval(hours => ${ttlHours})`;
    const [row] = await tx
      .insert(staffInvitations)
      .values({ ...invitation, tokenHash, createdAt: DB_NOW, expiresAt })
      .onConflictDoUpdate({
        target: [staffInvitations.storeId, staffInvitations.email],
        targetWhere: isOpen,
        set: {
          role: invitation.role,
          invitedBy: invitation.invitedBy,
          tokenHash,
          createdAt: DB_NOW,
          expiresAt,
        },
      })
      .returning();
    return { row: row!, token };
  },

  /** Takes back a link whose e-mail could not be sent (unless a newer one replaced it meanwhile). */
  async discard(db: Database, id: string, token: string): Promise<void> {
    await db
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), eq(staffInvitations.tokenHash, hashToken(token))));
  },

  /** Revokes an open invitation of the store; undefined when there is none by that id. */
  async revoke(tx: Database, storeId: number, id: string): Promise<InvitationRow | undefined> {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: DB_NOW })
      .where(and(eq(staffInvitations.id, id), eq(staffInvitations.storeId, storeId), isOpen))
      .returning();
    return revoked;
  },

  /** The store's open invitations, newest first, expired ones too (with their expiry). */
  async listOpen(db: Database, storeId: number) {
    return db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        invitedAt: staffInvitations.createdAt,
        expiresAt: staffInvitations.expiresAt,
        expired: sql<boolean>`${staffInvitations.expiresAt} <= ${DB_NOW}`,
      })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.storeId, storeId), isOpen))
      .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
  },

  /** The invitation behind a token, in whatever state, with whether it has expired by now. */
  async findByToken(db: Database, token: string) {
    const [found] = await db
      .select({
        row: staffInvitations,
        expired: sql<boolean>`${staffInvitations.expiresAt} <= ${DB_NOW}`,
      })
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashToken(token)));
    return found;
  },

  /**
   * Uses up a live link, once: of two accepting at once, the second finds it
   * used after the first commits. Undefined when it is not live.
   */
  async spend(tx: Database, token: string): Promise<InvitationRow | undefined> {
    const [spent] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: DB_NOW })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          isOpen,
          gt(staffInvitations.expiresAt, DB_NOW),
        ),
      )
      .returning();
    return spent;
  },

  async setAcceptedUser(tx: Database, id: string, userId: string): Promise<void> {
    await tx
      .update(staffInvitations)
      .set({ acceptedUserId: userId })
      .where(eq(staffInvitations.id, id));
  },
};
