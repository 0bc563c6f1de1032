import type { ScaleContext } from './context';
import { scaleCodesSql } from './discount-codes';
import { inOrderBatches, type ScaleStep } from './step';

// The orders and their lines, as checkout writes them (orders/checkout-sql.ts):
// the lines at the product's price times the quantity, less the line's share
// of the code's discount; the order's subtotal the sum of its lines, delivery
// charged below the store's free-delivery threshold, and
// total = subtotal + delivery fee - discount. Addresses and the seller are
// copies, as checkout keeps them.

export const ordersStep: ScaleStep = {
  table: 'orders',
  run: (ctx: ScaleContext) =>
    inOrderBatches(
      ctx,
      (from, to) => `
        insert into orders (
          id, number, user_id, store_id, status, delivery_option, payment_method, address, currency,
          subtotal_minor, delivery_fee_minor, discount_code, discount_minor, total_minor, item_count,
          wallet_paid_minor, seller, substitution_default, created_at
        )
        select o.id, o.number, o.user_id, s.id, o.status, o.delivery_option, o.payment_method,
          case when o.delivery_option = 'delivery' then jsonb_build_object(
            'recipient', a.recipient, 'line1', a.line1, 'line2', a.line2, 'city', a.city,
            'postcode', a.postcode, 'phone', a.phone
          ) end,
          s.currency, t.subtotal, fee.minor, scale_code.code, t.discount,
          t.subtotal + fee.minor - t.discount, t.items, 0,
          jsonb_build_object('name', s.name, 'address', s.address, 'phone', s.phone, 'vatNumber', s.vat_number),
          o.substitution_default, o.created_at
        from scale_order_plan o
        join scale_order_totals t using (n)
        join addresses a on a.id = pg_temp.scale_uuid('address', o.customer)
        join stores s on s.id = ${ctx.storeId}
        left join ${scaleCodesSql()} on scale_code.idx = o.code_idx
        cross join lateral (select case
          when o.delivery_option = 'delivery' and t.subtotal < coalesce(s.free_delivery_from_minor, 2147483647)
          then s.delivery_fee_minor else 0 end as minor
        ) fee
        where o.n between ${from} and ${to}
        order by o.n`,
    ),
};

export const orderLinesStep: ScaleStep = {
  table: 'order_lines',
  run: (ctx) =>
    inOrderBatches(
      ctx,
      (from, to) => `
        insert into order_lines (
          order_id, product_id, name, sku, category_name, unit, image, unit_price_minor,
          vat_rate_basis_points, quantity, ordered_quantity, line_total_minor, discount_minor
        )
        select o.id, p.id,
          case when cardinality(p.option_values) = 0 then p.name
            else p.name || ' – ' || array_to_string(p.option_values, ', ') end,
          p.sku, c.name, p.unit, p.image, l.unit_price, p.vat_rate_basis_points,
          l.quantity, l.quantity, l.line_total, l.discount
        from scale_line_plan l
        join scale_order_plan o using (n)
        join products p on p.id = l.product_id
        join categories c on c.id = p.category_id
        where l.n between ${from} and ${to}
        order by l.n, l.j`,
    ),
};
