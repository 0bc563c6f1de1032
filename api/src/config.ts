import path from 'node:path';
import { z } from 'zod';

const API_ROOT = path.resolve(__dirname, '..');

const DEFAULT_ORIGINS = [8080, 8081, 8082, 8083].flatMap((port) => [
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
  /** Where embedded PGlite keeps its files; 'memory' keeps nothing. */
  PGLITE_DIR: z.string().default(path.join(API_ROOT, 'data', 'pglite')),
  CORS_ORIGINS: z
    .string()
    .default(DEFAULT_ORIGINS.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Sign-in and registration attempts per client per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type AppConfig = z.infer<typeof configSchema>;

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

export const ASSETS_DIR = path.join(API_ROOT, 'assets');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
