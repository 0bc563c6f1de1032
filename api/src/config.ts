import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const API_ROOT = path.resolve(__dirname, '..');

const DEFAULT_ORIGINS = [8080, 8081, 8082, 8083, 8084].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… runs on a real PostgreSQL server; unset uses embedded PGlite. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /**
   * redis://… shares rate-limit counters between API instances and tells every
   * instance when the catalogue changes; unset keeps both in this process.
   */
  REDIS_URL: z.string().startsWith('redis').optional(),
  /** Starts every key and channel this deployment uses in Redis, so deployments sharing one stay apart. */
  REDIS_KEY_PREFIX: z.string().min(1).default('storefront:'),
  /** Where embedded PGlite keeps its files; 'memory' keeps nothing. */
  PGLITE_DIR: z.string().default(path.join(API_ROOT, 'data', 'pglite')),
  /**
   * A dump of a data directory (PGlite's dumpDataDir) that an in-memory
   * database starts from instead of an empty one. The API tests start each file
   * from one migrated and seeded dump: PGlite's first start alone takes seconds.
   */
  PGLITE_LOAD_FROM: z.string().min(1).optional(),
  /** Connections each instance's PostgreSQL pool may hold (embedded PGlite always uses one). */
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** Connections of each instance's second pool, for the catalogue and store reads (PostgreSQL only). */
  DB_READ_POOL_MAX: z.coerce.number().int().positive().default(2),
  /** false leaves migrations and the seed to the release step (`pnpm --dir api migrate`). */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  CORS_ORIGINS: z
    .string()
    .default(DEFAULT_ORIGINS.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /**
   * The proxies in front of the API (addresses or CIDRs, comma separated),
   * whose X-Forwarded-For names the client: rate limits count per client, not
   * per load balancer. Unset trusts none.
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /** Sign-in and registration attempts per client per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Wrong passwords in a row for one account, from any client, before its sign-in is paused. */
  SIGN_IN_BACKOFF_AFTER: z.coerce.number().int().positive().default(5),
  /**
   * The longest pause. The first lasts 1 s and each wrong password after it
   * doubles it; wrong passwords are forgotten this long after the last pause ends.
   */
  SIGN_IN_BACKOFF_MAX_SECONDS: z.coerce.number().int().positive().default(900),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * log2 of scrypt's N for new password hashes (lib/password.ts reads it): 17,
   * OWASP's minimum, unless a test suite lowers it; never lower in production.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * The demo store's two accounts (an operator and a customer), seeded with the
   * store: 'off' seeds none; 'generated' gives them random passwords kept in
   * DEMO_CREDENTIALS_FILE (the local demo of `npm start`); 'published' gives
   * them the passwords the tests use, which anyone can read, so never in production.
   */
  DEMO_ACCOUNTS: z.enum(['off', 'generated', 'published']).default('off'),
  /** Where 'generated' demo passwords are kept (readable by its owner only). */
  DEMO_CREDENTIALS_FILE: z
    .string()
    .min(1)
    .default(path.join(API_ROOT, 'data', 'demo-accounts.json')),
  /**
   * true answers /api/dev/*, which shows every texted code and e-mailed link to
   * anyone who asks: for tests and `pnpm dev` only, never in production.
   */
  DEV_OUTBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How long a texted code stays valid. */
  OTP_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  /** How long a customer waits before asking for another code. */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  OTP_MAX_SENDS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Wrong tries that kill a code. */
  OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** How long an e-mailed password reset link works. */
  PASSWORD_RESET_LINK_TTL_SECONDS: z.coerce.number().int().positive().default(1800),
  /** smtp://user:pass@host:port sends e-mail through that server; unset writes it to the e-mail outbox. */
  SMTP_URL: z.string().startsWith('smtp').optional(),
  /** The sender of every e-mail to customers. */
  MAIL_FROM: z.string().min(3).default('Corner Market <orders@corner-market.test>'),
  /** Where customers open the store: links in texts and e-mails start here. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** How often the notification dispatcher looks for messages to send; 0 sends only when asked. */
  NOTIFY_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * How long an instance's claim on a running import lasts without renewal; it
   * renews it every batch and every third of this. Past it, any instance marks
   * the import failed.
   */
  IMPORT_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
  /** Tries before a message is given up as failed. */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
  /** The wait after the first failed try; each later one doubles it, up to an hour. */
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * The release store `pnpm release` writes (its RELEASES_DIR): each remote's
   * history.json names the versions whose load figures are kept by name; any
   * other version is counted as 'other'.
   */
  RELEASES_DIR: z
    .string()
    .min(1)
    .default(path.join(API_ROOT, '..', 'releases')),
  /** Where uploaded documents are kept; defaults beside the data, or a temporary folder with in-memory PGlite. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Keeps uploads in this S3 bucket instead of UPLOADS_DIR; credentials come from the AWS variables. */
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server's address (MinIO, s3rver, …); unset talks to AWS S3. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** sk_… turns on card payment through Stripe; unset, checkout never offers a card. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  /** whsec_…: Stripe signs each webhook with it, and an event that does not match is refused. */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Another address for Stripe's API, such as a local server that answers as it does; unset talks to Stripe. */
  STRIPE_API_URL: z.url().optional(),
});

/** Fills in what depends on other settings. */
const withDefaults = (config: z.infer<typeof configSchema>) => {
  // In-memory PGlite keeps nothing, so its uploads go to a throwaway folder removed on close.
  const temporaryUploads = !config.UPLOADS_DIR && config.PGLITE_DIR === 'memory';
  return {
    ...config,
    UPLOADS_DIR:
      config.UPLOADS_DIR ??
      (temporaryUploads
        ? path.join(os.tmpdir(), `storefront-uploads-${randomUUID()}`)
        : path.join(API_ROOT, 'data', 'uploads')),
    UPLOADS_TEMPORARY: temporaryUploads,
  };
};

export type AppConfig = ReturnType<typeof withDefaults>;

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema
    .refine((config) => !config.STRIPE_SECRET_KEY || config.STRIPE_WEBHOOK_SECRET, {
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'is needed with STRIPE_SECRET_KEY: card payments are confirmed by signed webhooks',
    })
    .refine((config) => config.NODE_ENV !== 'production' || config.PASSWORD_HASH_COST >= 17, {
      path: ['PASSWORD_HASH_COST'],
      message: 'cannot be below 17 with NODE_ENV=production: OWASP’s minimum for scrypt',
    })
    .refine((config) => config.NODE_ENV !== 'production' || !config.DEV_OUTBOX, {
      path: ['DEV_OUTBOX'],
      message: 'cannot be true with NODE_ENV=production: it shows every code and link to anyone',
    })
    .refine((config) => config.NODE_ENV !== 'production' || config.DEMO_ACCOUNTS !== 'published', {
      path: ['DEMO_ACCOUNTS'],
      message:
        'cannot be published with NODE_ENV=production: anyone can read those passwords (create the owner with pnpm --dir api create-operator)',
    })
    .safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return withDefaults(result.data);
}

export const ASSETS_DIR = path.join(API_ROOT, 'assets');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
