import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { STORE_ID, type StaffRole } from '@storefront/shared/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../database';
import { sessions, twoFactorSecrets, users } from '../schema';
import { appendWalletEntry, lockUser, walletEntryCount } from '../../modules/wallet/service';
import { hashPassword, verifyPassword } from '../../lib/password';
import { newReferralCode } from '../../lib/tokens';

export type DemoAccountsMode = AppConfig['DEMO_ACCOUNTS'];

/**
 * The demo store's accounts. Their `password` is published (the tests and this
 * file say it), so it is given only with DEMO_ACCOUNTS=published; the local
 * demo gives them random ones.
 */
export const SEED_ACCOUNTS = {
  operator: {
    name: 'Olu Operator',
    email: 'operator@corner-market.test',
    mobile: '+447911000038',
    password: 'operator-38-pass',
    role: 'operator' as const,
    staffRole: 'owner' as const,
    /** Published like the password, so a person and the tests can pass the second step. */
    totpSecret: 'CORNERMARKETOWNERDEMOTOTPSECRET2',
  },
  customer: {
    name: 'Dana Demo',
    email: 'demo@corner-market.test',
    mobile: '+447911000001',
    password: 'demo-customer-pass',
    role: 'customer' as const,
    staffRole: null,
  },
  // One member of staff per other role, to try what each may do.
  manager: {
    ...staff('manager', 'Mia Manager', 40),
    totpSecret: 'CORNERMARKETMANAGERDEMOTOTPSECR2',
  },
  catalogue: staff('catalogue', 'Cato Catalogue', 41),
  customerService: staff('customer-service', 'Cass Service', 42),
  picker: staff('picker', 'Pip Picker', 43),
  driver: staff('driver', 'Dev Driver', 44),
};

function staff(staffRole: StaffRole, name: string, number: number) {
  return {
    name,
    email: `${staffRole}@corner-market.test`,
    mobile: `+4479110000${number}`,
    password: `${staffRole}-${number}-pass`,
    role: 'operator' as const,
    staffRole,
  };
}

type DemoAccount = (typeof SEED_ACCOUNTS)[keyof typeof SEED_ACCOUNTS];

/** An account that can sign in with these, for the start's banner. */
export interface DemoCredential {
  role: string;
  email: string;
  password: string;
  /** The authenticator secret of a role that signs in with two factors. */
  totpSecret?: string;
}

/** The demo customer's welcome credit, so the wallet can be tried at once. */
export const DEMO_WELCOME_CREDIT_MINOR = 1000;

/** A stored hash no password verifies against (verifyPassword knows only scrypt). */
const LOCKED_PASSWORD_HASH = 'locked';

export interface DemoSeedResult {
  /** The generated demo's accounts and passwords, for the start's banner. */
  credentials: DemoCredential[];
  /** Demo accounts found with their published password and locked. */
  locked: string[];
}

/**
 * Seeds the demo accounts as `mode` says, and answers their credentials when
 * they were made here ('generated'). With 'off' it seeds none, and locks a
 * demo account left by an earlier start that still has its published password.
 */
export async function seedDemoAccounts(
  db: Database,
  mode: DemoAccountsMode,
  credentialsFile: string,
): Promise<DemoSeedResult> {
  if (mode === 'off') return { credentials: [], locked: await lockPublishedPasswords(db) };
  const passwords =
    mode === 'published' ? publishedPasswords() : readOrMakePasswords(credentialsFile);
  for (const account of Object.values(SEED_ACCOUNTS)) {
    // A published password is never checked again: that would hash twice on every start of every test.
    await ensureAccount(db, account, passwords[account.email]!, {
      keepExisting: mode === 'published',
    });
    if ('totpSecret' in account) await ensureTwoFactor(db, account.email, account.totpSecret);
  }
  await seedDemoWallet(db);
  if (mode === 'published') return { credentials: [], locked: [] };
  const credentials = Object.values(SEED_ACCOUNTS).map((account) => ({
    role: account.staffRole ?? account.role,
    email: account.email,
    password: passwords[account.email]!,
    ...('totpSecret' in account ? { totpSecret: account.totpSecret } : {}),
  }));
  return { credentials, locked: [] };
}

const publishedPasswords = (): Record<string, string> =>
  Object.fromEntries(
    Object.values(SEED_ACCOUNTS).map((account) => [account.email, account.password]),
  );

/** The local demo's passwords: made once, then read from the owner-only file on every start. */
function readOrMakePasswords(file: string): Record<string, string> {
  let kept: Record<string, string> = {};
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // Missing or unreadable: new passwords are made below.
  }
  const passwords = Object.fromEntries(
    Object.values(SEED_ACCOUNTS).map((account) => {
      const password = kept[account.email];
      return [
        account.email,
        typeof password === 'string' && password.length >= 12
          ? password
          : randomBytes(12).toString('base64url'),
      ];
    }),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(passwords, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return passwords;
}

/** Creates the account, or gives an existing one this password when it has another. */
async function ensureAccount(
  db: Database,
  account: DemoAccount,
  password: string,
  { keepExisting }: { keepExisting: boolean },
): Promise<void> {
  const existing = await db.query.users.findFirst({
    where: (user, { eq }) => eq(user.email, account.email),
  });
  if (!existing) {
    await db
      .insert(users)
      .values({
        storeId: STORE_ID,
        name: account.name,
        email: account.email,
        mobile: account.mobile,
        passwordHash: await hashPassword(password),
        role: account.role,
        staffRole: account.staffRole,
        mobileVerifiedAt: new Date(),
        referralCode: newReferralCode(),
      })
      .onConflictDoNothing();
    return;
  }
  if (keepExisting) return;
  if (existing.passwordHash && (await verifyPassword(password, existing.passwordHash))) return;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, existing.id));
}

/**
 * Two-factor sign-in on with the published secret, so the demo owner and
 * manager need no setup; a code used before stays used.
 */
async function ensureTwoFactor(db: Database, email: string, secret: string): Promise<void> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!account) return;
  await db
    .insert(twoFactorSecrets)
    .values({ userId: account.id, secret, confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, confirmedAt: new Date() },
      setWhere: sql`${twoFactorSecrets.secret} <> ${secret} or ${twoFactorSecrets.confirmedAt} is null`,
    });
}

/**
 * A copy seeded before the demo accounts were opt-in still holds them with
 * the passwords anyone can read: their passwords stop working and their
 * sessions end. The owner can set a new one through password reset.
 */
async function lockPublishedPasswords(db: Database): Promise<string[]> {
  const locked: string[] = [];
  for (const account of Object.values(SEED_ACCOUNTS)) {
    const existing = await db.query.users.findFirst({
      where: (user, { eq }) => eq(user.email, account.email),
    });
    if (!existing?.passwordHash || !(await verifyPassword(account.password, existing.passwordHash)))
      continue;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: LOCKED_PASSWORD_HASH })
        .where(eq(users.id, existing.id));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt)));
      // Its published authenticator secret goes too, so a new password brings a new setup.
      await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, existing.id));
    });
    locked.push(account.email);
  }
  return locked;
}

/**
 * The demo customer has approved documents and a welcome credit, so paying
 * from the wallet and redeeming points work straight away. The credit is
 * written only while their wallet is empty, under their row lock.
 */
async function seedDemoWallet(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, SEED_ACCOUNTS.customer.email));
    if (!demo) return;
    await lockUser(tx, demo.id);
    await tx.update(users).set({ documentStatus: 'approved' }).where(eq(users.id, demo.id));
    if ((await walletEntryCount(tx, demo.id)) > 0) return;
    await appendWalletEntry(tx, {
      userId: demo.id,
      kind: 'credit',
      reason: 'store_credit',
      amountMinor: DEMO_WELCOME_CREDIT_MINOR,
      description: 'Welcome credit',
    });
  });
}

/** What the local demo prints once it is up: its accounts, and where codes and links appear. */
export function demoBanner(credentials: DemoCredential[], credentialsFile: string): string {
  const rule = '─'.repeat(72);
  return [
    rule,
    'A local demo (DEMO_ACCOUNTS=generated): not for a copy others can reach.',
    ...credentials.map(
      (account) =>
        `  ${account.role.padEnd(16)} ${account.email.padEnd(36)} ${account.password}` +
        (account.totpSecret
          ? `\n  ${''.padEnd(16)} authenticator secret ${account.totpSecret}`
          : ''),
    ),
    `The passwords are kept in ${credentialsFile}. The owner and manager also sign in with a`,
    'code from an authenticator app: add the secret shown (the same in every demo) to one.',
    'Texted codes and e-mailed links are written to this log ("SMS written to the outbox").',
    rule,
  ].join('\n');
}
