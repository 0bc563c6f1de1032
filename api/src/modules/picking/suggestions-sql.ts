import { sql } from 'drizzle-orm';
import type { SubstituteSuggestions } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { productView, variantNameSql } from '../catalogue/service';
import { orderLineView, orderView } from '../orders/service';
import { pickBatchOrders } from './tables';

/** The most products a short line is offered. */
const MOST = 6;

/**
 * What could replace a short line of a batch's order: the customer's own
 * "this one instead" first (when in stock), then the store's products of the
 * line's category, in stock, nearest in price. Never one sold by weight nor
 * one already in the order. Undefined when the batch has no such line; none
 * when the customer wants no substitute.
 */
export async function suggestionsFor(
  db: Database,
  batchId: string,
  line: { orderId: string; productId: number },
): Promise<SubstituteSuggestions['suggestions'] | undefined> {
  const ordered = orderLineView('l');
  const order = orderView('o');
  const asked = productView('asked');
  const [wanted] = await rowsOf<{
    storeId: number;
    choice: 'similar' | 'none' | 'specific';
    chosenId: number | null;
    categoryId: number | null;
    priceMinor: number;
  }>(
    db,
    sql`
      select o.store_id as "storeId",
        coalesce(l.substitution_choice, o.substitution_default) as choice,
        l.substitute_product_id as "chosenId", asked.category_id as "categoryId",
        l.unit_price_minor as "priceMinor"
      from ${pickBatchOrders} b
      join ${order} on o.id = b.order_id
      join ${ordered} on l.order_id = b.order_id and l.product_id = ${line.productId}
      left join ${asked} on asked.id = l.product_id
      where b.batch_id = ${batchId} and b.order_id = ${line.orderId}`,
  );
  if (!wanted) return undefined;
  if (wanted.choice === 'none') return [];
  const product = productView('p');
  const onOrder = orderLineView('mine');
  return rowsOf(
    db,
    sql`
      select p.id as "productId", ${variantNameSql('p')} as name, p.sku, p.gtin, p.image,
        p.price_minor as "priceMinor", p.stock,
        coalesce(p.id = ${wanted.chosenId}, false) as "customersChoice"
      from ${product}
      where p.store_id = ${wanted.storeId} and p.published and p.stock > 0 and p.unit = 'each'
        and (p.id = ${wanted.chosenId} or p.category_id = ${wanted.categoryId})
        and not exists (
          select 1 from ${onOrder} where mine.order_id = ${line.orderId} and mine.product_id = p.id
        )
      order by coalesce(p.id = ${wanted.chosenId}, false) desc,
        abs(p.price_minor - ${wanted.priceMinor}), p.id
      limit ${MOST}`,
  );
}
