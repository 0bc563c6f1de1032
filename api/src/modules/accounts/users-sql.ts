import { and, asc, eq, sql, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { StaffRole } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { users } from './tables';
import { newReferralCode } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/db-errors';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  storeId: number;
  name: string;
  email: string | null;
  mobile: string;
  passwordHash: string | null;
  role?: 'customer' | 'operator';
  /** Set exactly for operators (the table's check). */
  staffRole?: StaffRole | null;
  referredByUserId?: string | null;
  mobileVerifiedAt?: Date | null;
}

/** A customer as an import's row gives them. */
export interface ImportedUser {
  name: string;
  email: string;
  mobile: string;
}

export const usersSql = {
  async findById(db: Database, id: string): Promise<UserRow | undefined> {
    return db.query.users.findFirst({ where: eq(users.id, id) });
  },

  // Signing in, claiming and "forgot password?" find accounts by these two.
  // They never find a deactivated member of staff, so each answers as it does
  // for an address or number that has no account.

  async findByEmail(db: Database, email: string): Promise<UserRow | undefined> {
    return db.query.users.findFirst({
      where: and(eq(users.email, email), isNull(users.deactivatedAt)),
    });
  },

  async findByMobile(db: Database, mobile: string): Promise<UserRow | undefined> {
    return db.query.users.findFirst({
      where: and(eq(users.mobile, mobile), isNull(users.deactivatedAt)),
    });
  },

  async findByReferralCode(db: Database, code: string): Promise<UserRow | undefined> {
    return db.query.users.findFirst({ where: eq(users.referralCode, code.toUpperCase()) });
  },

  /** Inserts a user; returns undefined when the e-mail or mobile already has an account. */
  async create(db: Database, user: NewUser): Promise<UserRow | undefined> {
    const [created] = await db
      .insert(users)
      .values({ ...user, referralCode: newReferralCode() })
      .onConflictDoNothing()
      .returning();
    return created;
  },

  /**
   * Gives an imported, unclaimed account its first password. Undefined when
   * the account was claimed meanwhile (or never was an imported one).
   */
  async claim(db: Database, id: string, passwordHash: string): Promise<UserRow | undefined> {
    const [claimed] = await db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.passwordHash), isNotNull(users.importedAt)))
      .returning();
    return claimed;
  },

  /**
   * Changes the name and e-mail, which completes an imported customer's
   * profile (so the welcome prompt stops). 'email-taken' when another account has the
   * e-mail (checked first, and again by the unique index should two race).
   */
  async updateProfile(
    db: Database,
    id: string,
    profile: { name: string; email: string },
  ): Promise<UserRow | 'email-taken'> {
    const other = await db.query.users.findFirst({
      columns: { id: true },
      where: and(eq(users.email, profile.email), ne(users.id, id)),
    });
    if (other) return 'email-taken';
    try {
      const [updated] = await db
        .update(users)
        .set({ ...profile, addedFromCsv: false, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!updated) throw new Error(`No user ${id}`);
      return updated;
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  },

  async setNotificationPreferences(
    db: Database,
    id: string,
    preferences: { orderUpdatesBySms: boolean; orderUpdatesByEmail: boolean },
  ): Promise<UserRow> {
    const [updated] = await db
      .update(users)
      .set({ ...preferences, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!updated) throw new Error(`No user ${id}`);
    return updated;
  },

  async setPasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  },

  /**
   * Points the account at a new profile picture and returns the key it
   * replaces (to be removed), read under a row lock so two uploads at once
   * each hand back a different old key.
   */
  async replaceAvatar(
    db: Database,
    id: string,
    avatarKey: string,
  ): Promise<{ user: UserRow; previousKey: string | null }> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ avatarKey: users.avatarKey })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!current) throw new Error(`No user ${id}`);
      const [user] = await tx
        .update(users)
        .set({ avatarKey, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return { user: user!, previousKey: current.avatarKey };
    });
  },

  /** The store's operators by name. */
  async listOperators(db: Database, storeId: number): Promise<Array<{ id: string; name: string }>> {
    return db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.storeId, storeId), eq(users.role, 'operator')))
      .orderBy(asc(users.name), asc(users.id));
  },

  /** True when some account's current profile picture is stored under this key. */
  async isAvatarKey(db: Database, avatarKey: string): Promise<boolean> {
    const found = await db.query.users.findFirst({
      columns: { id: true },
      where: eq(users.avatarKey, avatarKey),
    });
    return found !== undefined;
  },

  /** The accounts holding any of these mobile numbers or e-mail addresses (a customer import's batch). */
  async findByMobilesOrEmails(
    db: Database,
    mobiles: string[],
    emails: string[],
  ): Promise<UserRow[]> {
    if (mobiles.length === 0 && emails.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(or(inArray(users.mobile, mobiles), inArray(users.email, emails)));
  },

  /** A later import's new name or e-mail for a customer an import created. */
  async updateImported(
    db: Database,
    id: string,
    changes: Partial<Pick<UserRow, 'name' | 'email'>>,
  ): Promise<void> {
    await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id));
  },

  /**
   * New, unclaimed customers from an import. A mobile or e-mail that has an
   * account by now keeps it: that customer is left out of the answer.
   */
  async createImported(
    db: Database,
    storeId: number,
    customers: ImportedUser[],
  ): Promise<Array<{ id: string; mobile: string }>> {
    if (customers.length === 0) return [];
    return db
      .insert(users)
      .values(
        customers.map((customer) => ({
          storeId,
          name: customer.name,
          email: customer.email,
          mobile: customer.mobile,
          passwordHash: null,
          referralCode: newReferralCode(),
          addedFromCsv: true,
          importedAt: new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, mobile: users.mobile });
  },

  /** The account's document status, its row locked for the rest of the transaction. */
  async lockDocumentStatus(tx: Database, id: string) {
    const [user] = await tx
      .select({ documentStatus: users.documentStatus })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    return user;
  },

  /** The account's document status, following its newest submission's. */
  async setDocumentStatus(
    tx: Database,
    id: string,
    documentStatus: UserRow['documentStatus'],
  ): Promise<void> {
    await tx
      .update(users)
      .set({ documentStatus, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  },
};
