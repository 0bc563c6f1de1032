import { STORE_ID } from '@storefront/shared/contracts';
import { REFERENCE_TIME, type ScaleSize } from './sizes';
import { numberOf, type SqlSession } from './sql-session';

/**
 * What every step reads: the session, the figures, and where each table's
 * ids stood before the seed. Serial ids are given explicitly (the base plus a
 * number worked out from the row), never drawn from the sequences, so they
 * are the same on every run and a row's id can be computed where it is needed.
 */
export interface ScaleContext {
  session: SqlSession;
  seed: number;
  size: ScaleSize;
  engine: 'postgres' | 'pglite';
  storeId: number;
  /** The store's owner (the demo operator), who makes the moves on record; null without one. */
  operator: { id: string; role: string } | null;
  base: IdBases;
  /** Every scale customer's password hash (see password-hash.ts). */
  passwordHash: string;
  /** Orders per statement for the tables written per order. */
  ordersPerBatch: number;
  /** Set by the variants step: the scale products and variants, numbered 1.. in id order. */
  productRows: number;
  /** Set by the order plan: order lines in all. */
  lineRows: number;
}

export interface IdBases {
  categories: number;
  categoryPositions: number;
  products: number;
  stockMovements: number;
  orderStatusEvents: number;
  orderEvents: number;
  notifications: number;
  auditLog: number;
  paymentEvents: number;
  orderNumbers: number;
}

/** REFERENCE_TIME as SQL. */
export const REF = `'${REFERENCE_TIME}'::timestamptz`;

export async function readContext(
  session: SqlSession,
  options: Pick<ScaleContext, 'seed' | 'size' | 'engine' | 'passwordHash'>,
): Promise<ScaleContext> {
  const max = (table: string, column = 'id') =>
    numberOf(session, `select coalesce(max(${column}), 0) as n from ${table}`);
  const base: IdBases = {
    categories: await max('categories'),
    categoryPositions: await max('categories', 'position'),
    products: await max('products'),
    stockMovements: await max('stock_movements'),
    orderStatusEvents: await max('order_status_events'),
    orderEvents: await max('order_events'),
    notifications: await max('notifications'),
    auditLog: await max('audit_log'),
    paymentEvents: await max('payment_events'),
    orderNumbers: await numberOf(
      session,
      `select coalesce(max(substr(number, 4)::bigint), 0) as n from orders where number ~ '^CM-[0-9]+$'`,
    ),
  };
  const { rows } = await session.query(
    `select id::text as id, staff_role as role from users
     where store_id = ${STORE_ID} and role = 'operator' and staff_role = 'owner' and deactivated_at is null
     order by created_at, id limit 1`,
  );
  const owner = rows[0] as { id: string; role: string } | undefined;
  return {
    session,
    ...options,
    storeId: STORE_ID,
    operator: owner ?? null,
    base,
    ordersPerBatch: options.engine === 'postgres' ? 250_000 : 25_000,
    productRows: 0,
    lineRows: 0,
  };
}

/** The operator's id as SQL (null without one). */
export const operatorSql = (ctx: ScaleContext) =>
  ctx.operator ? `'${ctx.operator.id}'::uuid` : 'null::uuid';

export const operatorRoleSql = (ctx: ScaleContext) =>
  ctx.operator ? `'${ctx.operator.role}'` : 'null::text';
