import { sql, type SQL } from 'drizzle-orm';
import { variantNameSql } from './variant-name';

/**
 * Checkout's reading of its lines with their products as they are now, as one
 * JSON array (a subquery of checkout's one locking statement), in product id
 * order. `lines` is the caller's table of lines (product_id, quantity), named
 * c in `where`, which picks the customer's. The lines are locked for update
 * and the products with the lock an update of their stock takes, in one
 * select: in product id order, so two checkouts never lock in opposite orders.
 * The products' lock is the catalogue's to take, so the join is written here.
 */
export const lockedCheckoutLines = (lines: SQL, where: SQL): SQL => sql`
      (
        select coalesce(json_agg(line order by (line.product->>'id')::integer), '[]'::json)
        from (
          select c.quantity, json_build_object(
            'id', p.id, 'listedProductId', coalesce(p.variant_of, p.id),
            'storeId', p.store_id, 'published', p.published,
            'name', ${variantNameSql('p')},
            'sku', p.sku, 'unit', p.unit, 'estimatedWeightGrams', p.estimated_weight_grams,
            'image', p.image, 'priceMinor', p.price_minor,
            'vatRateBasisPoints', p.vat_rate_basis_points, 'stock', p.stock,
            'categoryId', p.category_id, 'categoryName', category.name
          ) as product
          from ${lines} c
          join products p on p.id = c.product_id
          join categories category on category.id = p.category_id
          where ${where}
          order by p.id
          for update of c for no key update of p
        ) line
      )`;
