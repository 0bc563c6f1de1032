import { sql } from 'drizzle-orm';
import type { PickLine } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { categoryView, productView, variantNameSql } from '../catalogue/service';
import { orderLineView, orderView } from '../orders/service';
import { pickBatchOrders, pickLines } from './tables';

// The batch's lines as the walk shows them and an action locks them: each
// with what the customer wants when it is short (the line's own choice or the
// order's default).

/** A line's substitution as the SQL reads it: its own choice, or the order's default. */
export interface ChoiceColumns {
  substitutionChoice: 'similar' | 'none' | 'specific';
  substituteProductId: number | null;
  substituteName: string | null;
}

/** A claimed line with what the order asked for: the row an action changes. */
export interface LockedLine extends Omit<PickLine, 'substitution' | 'offer'>, ChoiceColumns {
  productId: number;
  unit: 'each' | 'per_kg';
}

/** One order's line of the walk, with its product. */
export type WalkLine = Omit<PickLine, 'substitution' | 'offer'> &
  ChoiceColumns & {
    productId: number;
    name: string;
    sku: string;
    gtin: string | null;
    image: string;
    categoryName: string;
    unit: 'each' | 'per_kg';
    estimatedWeightGrams: number | null;
    /** Sold by weight: the product's price of a kg now (what its scale labels are priced at). */
    pricePerKgMinor: number | null;
    /** When an action last changed the line; null while it was never acted on. */
    changedAt: Date | null;
  };

/** The effective choice's columns, of order `o`, line `l` and the chosen product `sp`. */
const choiceColumns = () => sql`
  coalesce(l.substitution_choice, o.substitution_default) as "substitutionChoice",
  l.substitute_product_id as "substituteProductId",
  ${variantNameSql('sp')} as "substituteName"`;

export const walkSql = {
  /**
   * Every line of the batch with where it stands, in walk order: the store's
   * category order, then by name, and the totes in order at each product.
   */
  async walkLines(db: Database, batchId: string) {
    const line = orderLineView('l');
    const order = orderView('o');
    const product = productView('p');
    const chosen = productView('sp');
    const category = categoryView('cat');
    return rowsOf<WalkLine>(
      db,
      sql`
        select l.product_id as "productId", l.name, l.sku, p.gtin, l.image,
          l.category_name as "categoryName",
          l.unit, l.estimated_weight_grams as "estimatedWeightGrams",
          case when l.unit = 'per_kg' then coalesce(p.price_minor, l.unit_price_minor) end
            as "pricePerKgMinor",
          l.order_id as "orderId", b.tote, l.ordered_quantity as quantity,
          pl.state, pl.picked_quantity as "pickedQuantity", pl.weight_grams as "weightGrams",
          pl.version, pl.changed_at as "changedAt", ${choiceColumns()}
        from ${pickBatchOrders} b
        join ${order} on o.id = b.order_id
        join ${line} on l.order_id = b.order_id
        join ${pickLines} pl on pl.order_id = l.order_id and pl.product_id = l.product_id
        left join ${chosen} on sp.id = l.substitute_product_id
        left join ${product} on p.id = l.product_id
        left join ${category} on cat.id = p.category_id
        where b.batch_id = ${batchId}
        order by cat.position nulls last, l.category_name, l.name, l.product_id, b.tote`,
    );
  },

  /** One line of a batch's order, locked; undefined when the batch has no such line. */
  async lockLine(
    tx: Database,
    batchId: string,
    orderId: string,
    productId: number,
  ): Promise<LockedLine | undefined> {
    const line = orderLineView('l');
    const order = orderView('o');
    const chosen = productView('sp');
    const [found] = await rowsOf<LockedLine>(
      tx,
      sql`
        select pl.order_id as "orderId", pl.product_id as "productId", b.tote,
          l.ordered_quantity as quantity, l.unit, pl.state,
          pl.picked_quantity as "pickedQuantity", pl.weight_grams as "weightGrams", pl.version,
          ${choiceColumns()}
        from ${pickLines} pl
        join ${pickBatchOrders} b on b.order_id = pl.order_id and b.batch_id = ${batchId}
        join ${order} on o.id = pl.order_id
        join ${line} on l.order_id = pl.order_id and l.product_id = pl.product_id
        left join ${chosen} on sp.id = l.substitute_product_id
        where pl.order_id = ${orderId} and pl.product_id = ${productId}
        for update of pl`,
    );
    return found;
  },
};
