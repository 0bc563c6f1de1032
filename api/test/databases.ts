import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { SeedOptions } from '../src/db/migration-lock';

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database on the PostgreSQL server at adminUrl, empty or as a copy
 * of the template database named; answers its URL.
 */
export async function createDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

export const newDatabaseName = (kind: 'test' | 'template') =>
  `storefront_${kind}_${randomBytes(6).toString('hex')}`;

/** Where the run's template is: set by global-setup.ts, read by each test file. */
/** The template's seed: the store and the demo accounts with their published passwords. */
export const TEST_SEED: SeedOptions = {
  seed: true,
  demoAccounts: { mode: 'published', credentialsFile: '' },
};

export const TEMPLATE_ENV = {
  postgres: 'TEST_TEMPLATE_DATABASE',
  pglite: 'TEST_PGLITE_TEMPLATE',
} as const;

export interface FreshDatabase {
  /** The settings that put an API on it. */
  env: Record<string, string>;
  /** Its URL on PostgreSQL; unset on PGlite. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: with TEST_DATABASE_URL a new
 * PostgreSQL database, otherwise in-memory PGlite. Each starts as a copy of
 * the run's migrated and seeded template when global-setup.ts made one (the
 * API's own migrate and seed on start then find nothing to do).
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = process.env[TEMPLATE_ENV.pglite];
    return { env: dump ? { PGLITE_LOAD_FROM: dump } : {}, drop: async () => {} };
  }
  const name = newDatabaseName('test');
  const databaseUrl = await createDatabase(adminUrl, name, process.env[TEMPLATE_ENV.postgres]);
  return {
    env: { DATABASE_URL: databaseUrl },
    databaseUrl,
    drop: () => dropDatabase(adminUrl, name),
  };
}
