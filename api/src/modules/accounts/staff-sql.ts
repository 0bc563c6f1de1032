import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { StaffRole } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { sessions, users } from './tables';

/** A member of staff as a change to them is decided: their row locked. */
export interface LockedMember {
  id: string;
  name: string;
  staffRole: StaffRole;
  deactivatedAt: Date | null;
}

export const staffSql = {
  /** The store's staff by name, with when each last signed in (their newest session). */
  async list(db: Database, storeId: number, onlyUserId?: string) {
    // Per member, through sessions' index by user: the store's customers' sessions are never read.
    const lastSignIn = db
      .select({ at: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.userId, users.id));
    return db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.staffRole,
        deactivatedAt: users.deactivatedAt,
        lastSignInAt: sql<Date | null>`(${lastSignIn})`.mapWith(sessions.createdAt),
      })
      .from(users)
      .where(
        and(
          eq(users.storeId, storeId),
          eq(users.role, 'operator'),
          isNull(users.deletedAt),
          onlyUserId ? eq(users.id, onlyUserId) : undefined,
        ),
      )
      .orderBy(asc(users.name), asc(users.id));
  },

  /**
   * The store's active owners, their rows locked for the rest of the
   * transaction, in id order so that every change to staff takes them in the
   * same order. Whoever removes an owner holds this first: two removals at
   * once take turns, and the second counts the owners the first left.
   * NO KEY UPDATE, as in locks-sql.ts, so rows pointing at an owner (an audit
   * entry, a session) need not wait.
   */
  async lockActiveOwners(tx: Database, storeId: number): Promise<string[]> {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.storeId, storeId),
          eq(users.staffRole, 'owner'),
          isNull(users.deactivatedAt),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(asc(users.id))
      .for('no key update');
    return owners.map((owner) => owner.id);
  },

  /** A member of the store's staff, their row locked; undefined for anyone else. */
  async lockMember(
    tx: Database,
    storeId: number,
    userId: string,
  ): Promise<LockedMember | undefined> {
    const [member] = await tx
      .select({
        id: users.id,
        name: users.name,
        staffRole: users.staffRole,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.storeId, storeId),
          eq(users.role, 'operator'),
          isNull(users.deletedAt),
        ),
      )
      .for('no key update');
    return member ? { ...member, staffRole: member.staffRole! } : undefined;
  },

  async setRole(tx: Database, userId: string, staffRole: StaffRole): Promise<void> {
    await tx
      .update(users)
      .set({ staffRole, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  /** Deactivates (now) or reactivates (null) the account. */
  async setDeactivated(tx: Database, userId: string, deactivated: boolean): Promise<void> {
    await tx
      .update(users)
      .set({ deactivatedAt: deactivated ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },
};
