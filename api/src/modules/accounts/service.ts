export * from './views';
// First, before anything that may import this file back: checkout's statement
// is built when its file loads, and reads this column from here as it does.
export { CONTACT_COLUMN } from './contact-column';
import type { Account } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { NotifyCustomer } from '../notifications/service';
import {
  accountsRepository as repository,
  type CustomerContact,
  type ImportedUser,
  type NewUser,
  type OtpLimits,
  type ResetLinkLimits,
  type UserRow,
} from './repository';
import type { OtpPurpose } from './tables';
import { createStaffService } from './staff-service';
import { createTwoFactorService, type TwoFactorSettings } from './two-factor-service';

export type {
  CheckOtpResult,
  CustomerContact,
  DeleteAccountResult,
  ImportedUser,
  IssueOtpResult,
  NewUser,
  UserRow,
} from './repository';

/** An account as the API shows it to its owner. */
export function toAccount(user: UserRow): Account {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    staffRole: user.staffRole,
    mobileVerified: user.mobileVerifiedAt !== null,
    documentStatus: user.documentStatus,
    referralCode: user.referralCode,
    addedFromCsv: user.addedFromCsv,
    // Served without a token (an <img> cannot send one); the random name is the only key.
    avatar: user.avatarKey ? `avatars/${user.avatarKey}` : null,
  };
}

/**
 * What a message to a customer needs of them and their store, read in the
 * caller's transaction (every change to an order tells its customer).
 */
export function contactOf(tx: Database, userId: string): Promise<CustomerContact | undefined> {
  return repository.contact.read(tx, userId);
}

/**
 * The account's row, locked FOR NO KEY UPDATE for the rest of the caller's
 * transaction: every wallet and points write, and every address-book write,
 * takes this lock first (see locks-sql.ts). Several accounts: ascending ids.
 */
export function lockAccount(tx: Database, userId: string) {
  return repository.locks.lockAccount(tx, userId);
}

/** The customer's code and referrer, their row locked FOR UPDATE (adding a referrer). */
export function lockReferral(tx: Database, userId: string) {
  return repository.locks.lockReferral(tx, userId);
}

/** Records who referred the customer, in the caller's transaction. */
export function setReferrer(tx: Database, userId: string, referrerId: string): Promise<void> {
  return repository.locks.setReferrer(tx, userId, referrerId);
}

/** The account's document status, its row locked for the rest of the caller's transaction. */
export function lockDocumentStatus(tx: Database, userId: string) {
  return repository.users.lockDocumentStatus(tx, userId);
}

/** The account's document status, in the caller's transaction: its newest submission's. */
export function setDocumentStatus(
  tx: Database,
  userId: string,
  status: UserRow['documentStatus'],
): Promise<void> {
  return repository.users.setDocumentStatus(tx, userId, status);
}

/** An account an operator imported that nobody has signed in to yet. */
export const isClaimable = (user: UserRow) =>
  user.role === 'customer' && user.importedAt !== null && user.passwordHash === null;

/** The accounts a customer import's batch names by mobile or e-mail, in its transaction. */
export function accountsWithMobileOrEmail(
  tx: Database,
  mobiles: string[],
  emails: string[],
): Promise<UserRow[]> {
  return repository.users.findByMobilesOrEmails(tx, mobiles, emails);
}

/** A customer import's new name or e-mail for an imported, unclaimed customer, in its transaction. */
export function updateImportedCustomer(
  tx: Database,
  userId: string,
  changes: Partial<Pick<UserRow, 'name' | 'email'>>,
): Promise<void> {
  return repository.users.updateImported(tx, userId, changes);
}

/**
 * A customer import's new, unclaimed customers, in its transaction; answers
 * the ids of those created by mobile (one whose mobile or e-mail has an
 * account by now is not).
 */
export function createImportedCustomers(
  tx: Database,
  storeId: number,
  customers: ImportedUser[],
): Promise<Array<{ id: string; mobile: string }>> {
  return repository.users.createImported(tx, storeId, customers);
}

/**
 * What a successful reset does, inside the transaction that spends the code or
 * the link: the new password, every session signed out (a thief's among them),
 * and the "your password was changed" text and e-mail, which always go.
 */
async function setNewPassword(
  tx: Database,
  notifyCustomer: NotifyCustomer,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await repository.users.setPasswordHash(tx, userId, passwordHash);
  await repository.sessions.revokeAllForUser(tx, userId);
  await notifyCustomer(tx, userId, { topic: 'password_changed' });
}

/** How long what the accounts hand out lasts, and how often it may be asked for. */
export interface AccountSettings {
  sessionTtlDays: number;
  otp: OtpLimits;
  resetLink: ResetLinkLimits;
  /** Sign-in, sign-up, codes and resets, per client and minute. */
  authRateLimit: number;
  /** Where e-mailed links point: the storefront's address. */
  publicUrl: string;
  twoFactor: TwoFactorSettings;
}

export interface AccountsServiceOptions {
  db: Database;
  settings: AccountSettings;
  notifyCustomer: NotifyCustomer;
}

/**
 * Accounts and signing in: the customer's and operator's account, their
 * sessions, the codes texted to prove a mobile number and the links e-mailed
 * to set a new password.
 */
export function createAccountsService({ db, settings, notifyCustomer }: AccountsServiceOptions) {
  const { users, sessions, otp, resetLinks } = repository;
  return {
    settings,
    /** The store's staff: invitations, roles, deactivation. */
    staff: createStaffService(db),
    /** Staff's second step at sign-in, and their own two-factor settings. */
    twoFactor: createTwoFactorService(db, settings.twoFactor),

    findById: (id: string) => users.findById(db, id),
    /** The account that signs in with this e-mail; never a deactivated one. */
    findByEmail: (email: string) => users.findByEmail(db, email),
    /** The account that signs in with this mobile number; never a deactivated one. */
    findByMobile: (mobile: string) => users.findByMobile(db, mobile),
    findByReferralCode: (code: string) => users.findByReferralCode(db, code),
    /** Undefined when the e-mail or mobile already has an account. */
    create: (user: NewUser) => users.create(db, user),
    /** Undefined when the account was claimed meanwhile (or never was an imported one). */
    claim: (id: string, passwordHash: string) => users.claim(db, id, passwordHash),
    updateProfile: (id: string, profile: { name: string; email: string }) =>
      users.updateProfile(db, id, profile),
    setNotificationPreferences: (
      id: string,
      preferences: { orderUpdatesBySms: boolean; orderUpdatesByEmail: boolean },
    ) => users.setNotificationPreferences(db, id, preferences),
    replaceAvatar: (id: string, avatarKey: string) => users.replaceAvatar(db, id, avatarKey),
    listOperators: (storeId: number) => users.listOperators(db, storeId),
    isAvatarKey: (avatarKey: string) => users.isAvatarKey(db, avatarKey),

    /** Starts a session and returns its token, which is shown to the client once. */
    startSession: (userId: string) => sessions.start(db, userId, settings.sessionTtlDays),
    /** The user behind a live token: not revoked, not expired. */
    findSession: (token: string) => sessions.findUser(db, token),
    signOut: (sessionId: string) => sessions.revoke(db, sessionId),
    signOutEverywhere: (userId: string) => sessions.revokeAllForUser(db, userId),

    /** Clears the profile picture; answers the account and the stored file to remove. */
    removePicture: (userId: string) => repository.deletion.removePicture(db, userId),
    /**
     * Deletes an account the way a store can: everything personal goes, the
     * row stays anonymised for the orders it placed, every session ends.
     * Answers the stored files to remove.
     */
    deleteAccount: (userId: string) => repository.deletion.deleteAccount(db, userId),

    /** Customer service: the store's customers by name, narrowed by q. */
    searchCustomers: (storeId: number, query: { q?: string; page: number }) =>
      repository.customers.search(db, storeId, query),
    /** One customer of the store; undefined when another store's, an operator, or none. */
    findCustomer: (storeId: number, userId: string) =>
      repository.customers.find(db, storeId, userId),

    /** A new password the owner chose, signed in: every other session of theirs ends. */
    async changePassword(userId: string, passwordHash: string, keepSessionId: string) {
      await users.setPasswordHash(db, userId, passwordHash);
      await sessions.revokeOthersForUser(db, userId, keepSessionId);
    },

    issueOtp: (userId: string, options?: { purpose?: OtpPurpose; newMobile?: string }) =>
      otp.issue(db, settings.otp, userId, options),
    /** Takes back a code whose text could not be sent, so it neither works nor counts. */
    discardOtp: (id: string) => otp.discard(db, id),
    checkOtp: (
      userId: string,
      mobile: string,
      code: string,
      options?: { purpose?: OtpPurpose; adopt?: boolean; alsoDo?: (tx: Database) => Promise<void> },
    ) => otp.check(db, settings.otp, userId, mobile, code, options),

    issueResetLink: (userId: string, email: string) =>
      resetLinks.issue(db, settings.resetLink, userId, email),
    /** Takes back a link whose e-mail could not be sent, so it neither works nor counts. */
    discardResetLink: (id: string) => resetLinks.discard(db, id),
    /** Spends the e-mailed link and sets the new password, both or neither. */
    resetWithLink: (token: string, passwordHash: string) =>
      resetLinks.spend(db, token, (tx, userId) =>
        setNewPassword(tx, notifyCustomer, userId, passwordHash),
      ),
    /** Spends the texted reset code and sets the new password, both or neither. */
    resetWithCode: (user: UserRow, code: string, passwordHash: string) =>
      otp.check(db, settings.otp, user.id, user.mobile, code, {
        purpose: 'password_reset',
        alsoDo: (tx) => setNewPassword(tx, notifyCustomer, user.id, passwordHash),
      }),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
