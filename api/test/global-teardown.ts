import { rmSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase, TEMPLATE_ENV } from './databases';

/** Removes the template global-setup.ts made. */
export default async function globalTeardown() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV.postgres];
  if (adminUrl && template) await dropDatabase(adminUrl, template);
  const dump = process.env[TEMPLATE_ENV.pglite];
  if (dump) rmSync(path.dirname(dump), { recursive: true, force: true });
}
