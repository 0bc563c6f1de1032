import { Client } from 'pg';
import type { AppConfig } from '../../src/config';
import { redacted, seedConfiguredDatabase } from './database';
import { markerFor, readMarker, sameMarker } from './finish';
import type { SizeName } from './sizes';

// A data set built once into a PostgreSQL database of its own, which a
// benchmark copies in seconds (CREATE DATABASE … TEMPLATE) instead of
// seeding for minutes. Its comment (finish.ts's marker) says what it holds;
// one that does not match this size, seed and data version is rebuilt.

/** storefront_scale_large_s1: the template of a size and seed. */
export const scaleTemplateName = (size: SizeName, seed: number) =>
  `storefront_scale_${size}_s${seed}`;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** adminUrl with another database name. */
export function urlOfDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes database `name` on adminUrl's server as a copy of the template of
 * size and seed (which must exist: `seed:scale --template`), and answers its
 * URL. Nobody may be connected to the template meanwhile.
 */
export async function copyScaleTemplate(
  adminUrl: string,
  name: string,
  template: { size: SizeName; seed: number },
): Promise<string> {
  const source = scaleTemplateName(template.size, template.seed);
  await withClient(adminUrl, async (client) => {
    if (!sameMarker(await readMarker(client, source), markerFor(template.size, template.seed))) {
      throw new Error(
        `No finished ${source}: run pnpm --dir api seed:scale --size ${template.size} --seed ${template.seed} --template`,
      );
    }
    const create = `create database ${quoted(name)} template ${quoted(source)}`;
    // FILE_COPY copies the template's files whole: seconds for gigabytes, where
    // PostgreSQL 15's default (WAL_LOG) writes every page to the WAL too.
    await client.query(`${create} strategy = file_copy`).catch(async (error: { code?: string }) => {
      if (error.code !== '42601') throw error; // before PostgreSQL 15, which only copies files
      await client.query(create);
    });
  });
  return urlOfDatabase(adminUrl, name);
}

/** Builds the template of size and seed on DATABASE_URL's server, unless a finished one is there. */
export async function buildScaleTemplate(
  config: AppConfig,
  options: { size: SizeName; seed: number; log: (line: string) => void },
): Promise<string> {
  const adminUrl = config.DATABASE_URL;
  if (!adminUrl) throw new Error('--template needs PostgreSQL: set DATABASE_URL to its server');
  const name = scaleTemplateName(options.size, options.seed);
  const wanted = markerFor(options.size, options.seed);
  const state = await withClient(adminUrl, async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rows.length === 0) return 'missing';
    return sameMarker(await readMarker(client, name), wanted) ? 'ready' : 'stale';
  });
  if (state === 'ready') {
    options.log(
      `${name} already holds the ${options.size} data set, seed ${options.seed}: nothing to do.`,
    );
  } else {
    await withClient(adminUrl, async (client) => {
      if (state === 'stale') {
        // Ours by its name, and unfinished or from an older version of the data.
        options.log(`${name} is unfinished or out of date: building it again.`);
        await client.query(`drop database ${quoted(name)} with (force)`);
      }
      await client.query(`create database ${quoted(name)}`);
    });
    await seedConfiguredDatabase(
      { ...config, DATABASE_URL: urlOfDatabase(adminUrl, name) },
      options,
    );
  }
  options.log(
    [
      '',
      `Template ready. A fresh copy in seconds:`,
      `  psql "${redacted(adminUrl)}" -c 'CREATE DATABASE my_copy TEMPLATE ${name} STRATEGY FILE_COPY'`,
      `or from code: copyScaleTemplate(adminUrl, 'my_copy', { size: '${options.size}', seed: ${options.seed} })`,
      `(api/scripts/seed-scale/template.ts), then DATABASE_URL=…/my_copy node api/dist/server.js`,
    ].join('\n'),
  );
  return name;
}
