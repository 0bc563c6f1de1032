import { sql, type SQL } from 'drizzle-orm';

/**
 * Checkout's taking of stock, as two CTEs of the one statement that writes a
 * placed order (the catalogue's own SQL, so its stock and ledger rules stay
 * here):
 * - `taken`: each line's quantity taken off its product's shelf, only where
 *   the shelf holds that many; one row (id, stock, quantity) per line that
 *   found its stock, so the caller counts them and rolls back when short;
 * - `ledger`: a 'sale' entry in the stock ledger for each of those, with the
 *   balance after it and the order it went to.
 * `lines` names a relation of the order's lines with "productId" and
 * quantity; `order` one with the order's row (its id). The caller has locked
 * the products, in product id order, before.
 */
export const checkoutStockSql = (lines: SQL, order: SQL): SQL => sql`
    taken as (
      update products p set stock = p.stock - line.quantity
      from ${lines} line
      where p.id = line."productId" and p.stock >= line.quantity
      returning p.id, p.stock, line.quantity
    ),
    ledger as (
      insert into stock_movements (product_id, kind, quantity_change, balance_after, order_id)
      select taken.id, 'sale', -taken.quantity, taken.stock, placed_order.id
      from taken, ${order} placed_order
    )`;
