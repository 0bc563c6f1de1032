import type { ScaleContext } from './context';
import { SCALE_DATA_VERSION, type SizeName } from './sizes';
import type { SqlSession } from './sql-session';

// After the rows: every sequence moved past the ids the seed gave by hand (so
// the API's next insert does not clash), fresh statistics for the planner,
// and the database marked with what it holds.

export interface ScaleMarker {
  size: SizeName;
  seed: number;
  version: number;
}

const MARKER_PREFIX = 'storefront-scale ';

export const markerText = (marker: ScaleMarker) =>
  `${MARKER_PREFIX}${JSON.stringify({ size: marker.size, seed: marker.seed, version: marker.version })}`;

export const markerFor = (size: SizeName, seed: number): ScaleMarker => ({
  size,
  seed,
  version: SCALE_DATA_VERSION,
});

/** Every sequence a column of the public schema owns, and order_number_seq, set past its table's largest. */
export async function resetSequences(session: SqlSession): Promise<number> {
  const { rows } = await session.query(`
    select seq.relname as seq, tab.relname as tab, att.attname as col
    from pg_class seq
    join pg_namespace ns on ns.oid = seq.relnamespace and ns.nspname = 'public'
    join pg_depend dep on dep.objid = seq.oid and dep.classid = 'pg_class'::regclass
      and dep.refclassid = 'pg_class'::regclass and dep.deptype in ('a', 'i')
    join pg_class tab on tab.oid = dep.refobjid
    join pg_attribute att on att.attrelid = tab.oid and att.attnum = dep.refobjsubid
    where seq.relkind = 'S'
    order by seq.relname`);
  const quote = (name: unknown) => `"${String(name).replace(/"/g, '""')}"`;
  for (const row of rows) {
    await session.query(
      `select setval('public.${quote(row.seq)}', coalesce((select max(${quote(row.col)}) from public.${quote(row.tab)}), 0) + 1, false)`,
    );
  }
  await session.query(`
    select setval('order_number_seq',
      coalesce((select max(substr(number, 4)::bigint) from orders where number ~ '^CM-[0-9]+$'), 0) + 1, false)`);
  return rows.length + 1;
}

export async function finish(ctx: ScaleContext, marker: ScaleMarker): Promise<number> {
  const sequences = await resetSequences(ctx.session);
  // The seed writes each product and then updates it whole (its family's
  // price and size, its stock), and every index gains an entry per version:
  // once vacuumed, the products' indexes were a quarter full (pgstatindex:
  // the listed names' 24 %, 2,498 pages for 50,073 entries). A store's own
  // catalogue, restored or imported, has them built whole, 90 % full.
  await ctx.session.query('reindex table products');
  // PGlite has no autovacuum: the seed's own updates (family summaries, codes)
  // would leave the tables' dead rows for every plan to read past, and its
  // planner thinking a scan of a table cheaper than its index (issue 47: a
  // search at the medium size took 40 ms, 6 once vacuumed). PostgreSQL's
  // autovacuum comes round on its own, and the large template stays within
  // its 15 minutes.
  await ctx.session.query(ctx.engine === 'pglite' ? 'vacuum (analyze)' : 'analyze');
  const { rows } = await ctx.session.query('select current_database() as name');
  const name = String(rows[0]?.name).replace(/"/g, '""');
  await ctx.session.query(
    `comment on database "${name}" is '${markerText(marker).replace(/'/g, "''")}'`,
  );
  return sequences;
}

/** The marker of the database `session` is on, or null. */
export async function readMarker(
  session: SqlSession,
  database?: string,
): Promise<ScaleMarker | null> {
  const { rows } = await session.query(
    `select shobj_description(oid, 'pg_database') as comment from pg_database
     where datname = ${database ? `'${database.replace(/'/g, "''")}'` : 'current_database()'}`,
  );
  const comment = rows[0]?.comment;
  if (typeof comment !== 'string' || !comment.startsWith(MARKER_PREFIX)) return null;
  return JSON.parse(comment.slice(MARKER_PREFIX.length)) as ScaleMarker;
}

export const sameMarker = (a: ScaleMarker | null, b: ScaleMarker) =>
  a !== null && a.size === b.size && a.seed === b.seed && a.version === b.version;
