import { contactSql } from './contact-sql';
import { customersSql } from './customers-sql';
import { deletionSql } from './deletion-sql';
import { locksSql } from './locks-sql';
import { otpSql } from './otp-sql';
import { resetLinksSql } from './reset-links-sql';
import { sessionsSql } from './sessions-sql';
import { twoFactorSql } from './two-factor-sql';
import { usersSql } from './users-sql';

export type { CheckOtpResult, IssueOtpResult, OtpLimits } from './otp-sql';
export type {
  IssueResetLinkResult,
  ResetLinkLimits,
  SpendResetLinkResult,
} from './reset-links-sql';
export type { ImportedUser, NewUser, UserRow } from './users-sql';
export type { CustomerContact } from './contact-sql';
export type { DeleteAccountResult } from './deletion-sql';

/**
 * All the SQL of accounts, each function on the handle it is given: the
 * accounts themselves, their sessions, texted codes and e-mailed reset links,
 * staff's authenticator secrets, recovery codes and sign-in challenges,
 * the store's view of its customers, deleting an account, and the row locks
 * other modules take on it.
 */
export const accountsRepository = {
  users: usersSql,
  sessions: sessionsSql,
  twoFactor: twoFactorSql,
  otp: otpSql,
  resetLinks: resetLinksSql,
  customers: customersSql,
  deletion: deletionSql,
  contact: contactSql,
  locks: locksSql,
};
