import { eq } from 'drizzle-orm';
import type { Account } from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { newReferralCode } from '../lib/tokens';

export type UserRow = typeof users.$inferSelect;

export function toAccount(user: UserRow): Account {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    mobileVerified: user.mobileVerifiedAt !== null,
    documentStatus: user.documentStatus,
    referralCode: user.referralCode,
    addedFromCsv: user.addedFromCsv,
  };
}

export interface NewUser {
  storeId: number;
  name: string;
  email: string | null;
  mobile: string;
  passwordHash: string | null;
  role?: 'customer' | 'operator';
  referredByUserId?: string | null;
  mobileVerifiedAt?: Date | null;
}

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.query.users.findFirst({ where: eq(users.email, email) });
    },

    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      return db.query.users.findFirst({ where: eq(users.mobile, mobile) });
    },

    async findByReferralCode(code: string): Promise<UserRow | undefined> {
      return db.query.users.findFirst({ where: eq(users.referralCode, code.toUpperCase()) });
    },

    /** Inserts a user; returns undefined when the e-mail or mobile already has an account. */
    async create(user: NewUser): Promise<UserRow | undefined> {
      const [created] = await db
        .insert(users)
        .values({ ...user, referralCode: newReferralCode() })
        .onConflictDoNothing()
        .returning();
      return created;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
