/** The database error behind a query's failure: drizzle wraps PGlite's and node-postgres' in `cause`. */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  const direct = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  if (direct?.code !== undefined) return direct;
  return direct?.cause as { code?: unknown; constraint?: unknown } | undefined;
}

/** Postgres' unique_violation, as PGlite and node-postgres report it. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseError(error)?.code === '23505';
}

/** The unique index a unique_violation broke (e.g. 'products_store_sku'); undefined for any other error. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const found = databaseError(error);
  return found?.code === '23505' && typeof found.constraint === 'string'
    ? found.constraint
    : undefined;
}
