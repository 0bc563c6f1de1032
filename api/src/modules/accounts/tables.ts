import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@storefront/shared/contracts';
import { sqlList } from '../../db/sql-list';
// The table it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { stores } from '../../db/schema';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    email: text('email').unique(),
    /** E.164. */
    mobile: text('mobile').notNull().unique(),
    /** Null for customers imported from CSV until they claim the account. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'operator'] })
      .notNull()
      .default('customer'),
    /** What a member of staff does in the shop (the contracts' STAFF_ROLES); null for customers. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    documentStatus: text('document_status', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    referralCode: text('referral_code').notNull().unique(),
    referredByUserId: uuid('referred_by_user_id'),
    /** Set while an imported customer has not yet completed their profile. */
    addedFromCsv: boolean('added_from_csv').notNull().default(false),
    /** When an operator's CSV import created the account; null for self-registered ones. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    /** Storage key of the profile picture (a random name), or null. */
    avatarKey: text('avatar_key'),
    /** Texts and e-mails about orders; security messages (codes) go whatever these say. */
    orderUpdatesBySms: boolean('order_updates_by_sms').notNull().default(true),
    orderUpdatesByEmail: boolean('order_updates_by_email').notNull().default(true),
    /** When the customer deleted the account: the row stays, anonymised, for the orders it placed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When a member of staff lost access: they cannot sign in, and their sessions ended then. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('customer', 'operator')`),
    // Every member of staff has exactly one role, and no customer has one.
    check(
      'users_staff_role_check',
      sql`(${table.role} = 'operator') = (${table.staffRole} is not null) and ${table.staffRole} in ${sqlList(STAFF_ROLES)}`,
    ),
    // Nobody is their own referrer, however the code reached the row.
    check('users_no_self_referral', sql`${table.referredByUserId} <> ${table.id}`),
    index('users_referred_by').on(table.referredByUserId),
    // The store's customers (the operators' customer search) and its operators.
    index('users_store_role').on(table.storeId, table.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // Signing a user out everywhere (password change, account deletion) finds their sessions by user.
  (table) => [index('sessions_user').on(table.userId)],
);

/**
 * What a texted code is for. Each purpose has its own newest code, so asking
 * for a reset never kills a verification code or the other way round; the send
 * limits count every purpose, because they protect the number.
 */
export const OTP_PURPOSES = ['verify_mobile', 'password_reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull().default('verify_mobile'),
    /** The E.164 number the code was sent to; send limits count per number. */
    mobile: text('mobile').notNull(),
    /** HMAC-SHA256 of the code keyed by the row id; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_codes_user_created').on(table.userId, table.createdAt),
    index('otp_codes_mobile_created').on(table.mobile, table.createdAt),
    check('otp_codes_purpose_check', sql`${table.purpose} in ${sqlList(OTP_PURPOSES)}`),
  ],
);

/**
 * One-time links that set a new password, e-mailed to the account's address.
 * Only the token's hash is kept. A link stops working once it is used, once it
 * expires, or once a newer link replaces it.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link went to; it works only while the account still has it. */
    email: text('email').notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the link was used, or replaced by a newer one. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_links_user_created').on(table.userId, table.createdAt)],
);

/**
 * E-mailed one-time links that let someone make a staff account with a given
 * role. Only the token's hash is kept. A store has at most one open invitation
 * per address: inviting again replaces its token, role and expiry.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the link made an account, and which. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When a manager or owner took the invitation back. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    // One open invitation per address, so two invitations at once cannot both live.
    uniqueIndex('staff_invitations_open_email')
      .on(table.storeId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('staff_invitations_role_check', sql`${table.role} in ${sqlList(STAFF_ROLES)}`),
  ],
);

/**
 * A person's authenticator secret (TOTP). Kept as it is, base32: the server
 * must compute the same codes as the app, so it cannot keep only a hash.
 * Until confirmed_at is set it is a setup in progress, and signs nobody in.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second time step of the last code accepted: that code, and older ones, never work again. */
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use codes for a lost phone; only their SHA-256 is kept (each holds 60 random bits). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_recovery_codes_user').on(table.userId, table.codeHash)],
);

export const TWO_FACTOR_CHALLENGE_KINDS = ['code', 'setup'] as const;

/**
 * The step between the right password and a session: a short-lived token
 * (only its hash kept) that a code must answer within a few tries, once.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TWO_FACTOR_CHALLENGE_KINDS }).notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was answered, ran out of tries, or was replaced by a newer one. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (table) => [
    index('two_factor_challenges_user').on(table.userId),
    check(
      'two_factor_challenges_kind_check',
      sql`${table.kind} in ${sqlList(TWO_FACTOR_CHALLENGE_KINDS)}`,
    ),
  ],
);
