import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateUnderLock } from '../src/db/migration-lock';
import { createDatabase, newDatabaseName, TEMPLATE_ENV, TEST_SEED } from './databases';

/** log2 of scrypt's N in the tests: 2^12 hashes in milliseconds, where 2^17 took a loaded core 2.6 s. */
const TEST_PASSWORD_HASH_COST = '12';

/**
 * Migrates and seeds one template database for the whole run, which each test
 * file's database then copies (see freshDatabase): on PostgreSQL a template
 * database, on PGlite a dump of its files. A file's start drops from about 9 s
 * to 3 s on PGlite, where opening an empty database is most of it.
 * Workers inherit the environment set here.
 */
export default async function globalSetup() {
  // Cheap password hashes for every sign-in of the run, the template's demo
  // accounts included (lib/password.test.ts checks the production cost itself).
  process.env.PASSWORD_HASH_COST ??= TEST_PASSWORD_HASH_COST;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = newDatabaseName('template');
    const url = await createDatabase(adminUrl, name);
    await migrateUnderLock({ connectionString: url }, TEST_SEED);
    process.env[TEMPLATE_ENV.postgres] = name;
    return;
  }
  const dump = path.join(mkdtempSync(path.join(os.tmpdir(), 'storefront-test-')), 'seeded.tar');
  makePgliteTemplate(dump);
  process.env[TEMPLATE_ENV.pglite] = dump;
}

/** Writes to `out` a dump of PGlite's files, migrated and seeded (make-pglite-template.ts). */
export function makePgliteTemplate(out: string): string {
  const script = path.join(__dirname, 'make-pglite-template.ts');
  execFileSync(process.execPath, ['--import', require.resolve('tsx'), script, out], {
    stdio: 'inherit',
  });
  return out;
}
