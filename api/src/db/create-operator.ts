// `pnpm --dir api create-operator --email … --mobile … [--name …]`: makes the
// store's first operator on the configured database (migrating it first, under
// the start's lock) with a generated password, printed this once. A copy that
// others can reach has no account with a published password: this is how its
// owner gets in.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, mobileSchema, STORE_ID, text } from '@storefront/shared/contracts';
import { loadConfig } from '../config';
import { hashPassword } from '../lib/password';
import { newReferralCode } from '../lib/tokens';
import { withMigratedDatabase } from './migration-lock';
import { users } from './schema';

const argumentsSchema = z.object({
  email: emailSchema,
  mobile: mobileSchema,
  name: text().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
});

const USAGE =
  'Usage: pnpm --dir api create-operator --email owner@example.com --mobile +447911123456 [--name "Store owner"]';

function readArguments(): z.infer<typeof argumentsSchema> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      mobile: { type: 'string' },
      name: { type: 'string', default: 'Store owner' },
    },
  });
  const parsed = argumentsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `--${issue.path.join('.')}: ${issue.message}`,
  );
  throw new UsageError(problems.join('\n'));
}

class UsageError extends Error {}

async function main() {
  const operator = readArguments();
  await withMigratedDatabase(loadConfig(), async (db) => {
    const [taken] = await db
      .select({ email: users.email })
      .from(users)
      .where(or(eq(users.email, operator.email), eq(users.mobile, operator.mobile)));
    if (taken) {
      throw new UsageError(
        `An account with that ${taken.email === operator.email ? 'e-mail' : 'mobile number'} exists already: sign in, or reset its password.`,
      );
    }
    const password = randomBytes(15).toString('base64url');
    await db.insert(users).values({
      storeId: STORE_ID,
      name: operator.name,
      email: operator.email,
      mobile: operator.mobile,
      passwordHash: await hashPassword(password),
      role: 'operator',
      // The shop's first person runs it; they invite the rest with their roles.
      staffRole: 'owner',
      mobileVerifiedAt: new Date(),
      referralCode: newReferralCode(),
    });
    console.log(`Created the operator ${operator.email}.`);
    console.log(`Password (shown this once; change it by password reset): ${password}`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
