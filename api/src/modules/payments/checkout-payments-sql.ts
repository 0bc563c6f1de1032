import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Checkout's payments, as two CTEs of the one statement that writes a placed
 * order (the payments module's own SQL, so what a payment row and its first
 * event hold stays here):
 * - `paid`: the order's payments (NewPayment[] as JSON text), in the order's
 *   currency;
 * - `payment_started`: each one's first event at `at`, 'started' for one
 *   still pending, else its status (authorised, captured).
 * `order` names a relation with the order's row (its id and currency);
 * `timeline` one with the instant the order was placed, as `at`.
 */
export const checkoutPaymentsSql = (payments: SQLWrapper, order: SQL, timeline: SQL): SQL => sql`
    paid as (
      insert into payments (id, order_id, provider, status, amount_minor, captured_minor, currency)
      select p.id, placed_order.id, p.provider, p.status, p."amountMinor", p."capturedMinor",
        placed_order.currency
      from ${order} placed_order, json_to_recordset(${payments}::json) as p(
        id uuid, provider text, status text, "amountMinor" integer, "capturedMinor" integer
      )
      returning id, status, amount_minor
    ),
    payment_started as (
      insert into payment_events (payment_id, kind, amount_minor, at)
      select paid.id, case paid.status when 'pending' then 'started' else paid.status end,
        paid.amount_minor, placed_at.at
      from paid, ${timeline} placed_at
    )`;
