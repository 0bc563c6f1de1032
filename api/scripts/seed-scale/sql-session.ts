// The one connection the seed runs on, and the pseudo-random functions its
// statements share. Every "random" value is a hash of (seed, what it is for,
// row number), never random(): a parallel plan or another engine would draw
// random()'s numbers in another order, and the data would differ.

/** What the seed needs of a connection: node-postgres' Client, or an adapter over one. */
export interface SqlSession {
  query(text: string): Promise<{ rows: Record<string, unknown>[]; rowCount?: number | null }>;
}

/** A text literal; only ever given the seed's own constants. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** A text[] literal of the seed's own constants. */
export const textArray = (values: readonly string[]) =>
  `array[${values.map(literal).join(', ')}]::text[]`;

/**
 * The session's helpers, as functions in pg_temp (gone when the session
 * ends), one statement each. Each is one expression, so the planner inlines
 * it into the statement. They are parallel restricted because a parallel
 * worker cannot see another session's pg_temp.
 */
export const sessionFunctionsSql = (seed: number): string[] => [
  `create or replace function pg_temp.scale_hash(kind text, n bigint) returns integer
    language sql immutable parallel restricted
    as $$ select hashtext('${seed}:' || kind || ':' || n) & 2147483647 $$`,
  // In [0, 1): for shares and skewed picks.
  `create or replace function pg_temp.scale_fraction(kind text, n bigint) returns double precision
    language sql immutable parallel restricted
    as $$ select (hashtext('${seed}:' || kind || ':' || n) & 2147483647) / 2147483648.0 $$`,
  // An md5 made a valid version 4 UUID (version nibble 4, variant 8 to b), as the API's checks want.
  `create or replace function pg_temp.scale_uuid(kind text, n bigint) returns uuid
    language sql immutable parallel restricted
    as $$ select (substr(h, 1, 12) || '4' || substr(h, 14, 3)
      || substr('89ab', 1 + (position(substr(h, 17, 1) in '0123456789abcdef') - 1) % 4, 1)
      || substr(h, 18))::uuid
    from md5('scale:${seed}:' || kind || ':' || n) as h $$`,
  `create or replace function pg_temp.scale_pick(words text[], kind text, n bigint) returns text
    language sql immutable parallel restricted
    as $$ select words[1 + (hashtext('${seed}:' || kind || ':' || n) & 2147483647) % cardinality(words)] $$`,
  // An EAN-13: the twelve digits given, then their check digit (weights 1, 3, 1, 3, ...).
  `create or replace function pg_temp.scale_ean13(body text) returns text
    language sql immutable parallel restricted
    as $$ select body || ((10 - (
      select sum(substr(body, i, 1)::integer * (case when i % 2 = 1 then 1 else 3 end))
      from generate_series(1, 12) i
    ) % 10) % 10)::text $$`,
];

/** The rows a statement wrote (an INSERT's or UPDATE's count). */
export async function written(session: SqlSession, text: string): Promise<number> {
  const result = await session.query(text);
  return result.rowCount ?? 0;
}

/** One number a query answers, in a column named `n`. */
export async function numberOf(session: SqlSession, text: string): Promise<number> {
  const { rows } = await session.query(text);
  return Number(rows[0]?.n ?? 0);
}
