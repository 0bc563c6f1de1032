import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  LOW_STOCK_TOTAL_CAP,
  OPERATOR_PRODUCT_PAGE_SIZE,
  TOTAL_CAP,
  type Page,
} from '@storefront/shared/contracts';
import {
  gtin14,
  gtinDigits,
  isValidGtin,
  type OperatorProduct,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { preparedOnce, shapeName } from '../../db/prepared';
import { carriedTotal, cappedMatches } from '../../lib/capped-count';
import { isStoredId } from '../../lib/ids';
import { containsPattern } from '../../lib/search-pattern';
import { gtin14Sql } from './gtin-sql';
import { amongPageIds } from './listing-sql';
import { selectOperatorProducts, toOperatorProduct } from './product-rows';
import { products } from './tables';

export interface OperatorProductFilter {
  q?: string;
  categoryId?: number;
  published?: 'true' | 'false';
  stock?: 'low';
  page: number;
}

/** Which filters a page sets: its statement's shape (preparedOnce). */
interface ListShape {
  search?: true;
  /** q is a whole barcode, which finds its product too. */
  barcode?: true;
  category?: true;
  published?: true;
  low?: true;
}

// Byte order of the lower-cased name sorts the same on PGlite and on any server locale.
const byName = sql`lower(${products.name}) collate "C"`;

/** What a page's statement is asked with. */
interface ListValues {
  storeId: number;
  pattern?: string;
  gtin14?: string;
  categoryId?: number;
  published: boolean;
}

/** The store's products a page's filters keep; each value a placeholder unless given. */
function matchingProducts(db: Database, shape: ListShape, values?: ListValues) {
  const value = <K extends keyof ListValues>(name: K) =>
    values ? (values[name] as NonNullable<ListValues[K]>) : sql.placeholder(name);
  return db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storeId, value('storeId')),
        shape.search
          ? or(
              ilike(products.name, value('pattern')),
              ilike(products.sku, value('pattern')),
              shape.barcode ? eq(gtin14Sql(products.gtin), value('gtin14')) : undefined,
            )
          : undefined,
        shape.category ? eq(products.categoryId, value('categoryId')) : undefined,
        shape.published ? eq(products.published, value('published')) : undefined,
        // Without a parameter, so a generic plan reads the partial index
        // (products_low_stock); low_stock is the stock at or under the threshold.
        shape.low ? sql`${products.published} and ${products.lowStock} is not null` : undefined,
      ),
    );
}

/** How far the page's total is counted: the low-stock view counts less far. */
const capOf = (shape: ListShape) => (shape.low ? LOW_STOCK_TOTAL_CAP : TOTAL_CAP);

const orderOf = (shape: ListShape) =>
  shape.low ? [asc(products.lowStock), byName, asc(products.id)] : [byName, asc(products.id)];

/**
 * A page of the console's products with its total. The page's ids by the
 * order's index, then those rows whole, and the total, in one statement.
 */
function prepareProductPage(db: Database, shape: ListShape, name: string) {
  const order = orderOf(shape);
  const pageIds = matchingProducts(db, shape)
    .orderBy(...order)
    .limit(OPERATOR_PRODUCT_PAGE_SIZE)
    .offset(sql.placeholder('offset'));
  return selectOperatorProducts(db, {
    matched: cappedMatches(matchingProducts(db, shape), capOf(shape)),
  })
    .where(amongPageIds(pageIds))
    .orderBy(...order)
    .prepare(name);
}

/**
 * One page of the store's products, by name; q finds a name or SKU, or a whole barcode.
 * stock=low keeps the published ones at or under LOW_STOCK_THRESHOLD, fewest first.
 */
export async function operatorProductPage(
  db: Database,
  storeId: number,
  filter: OperatorProductFilter,
): Promise<Page<OperatorProduct>> {
  const answer = { page: filter.page, pageSize: OPERATOR_PRODUCT_PAGE_SIZE };
  if (filter.categoryId !== undefined && !isStoredId(filter.categoryId)) {
    return { ...answer, items: [], total: 0 };
  }
  const digits = filter.q ? gtinDigits(filter.q) : '';
  const shape: ListShape = {
    search: filter.q ? true : undefined,
    barcode: filter.q && isValidGtin(digits) ? true : undefined,
    category: filter.categoryId !== undefined ? true : undefined,
    published: filter.published ? true : undefined,
    low: filter.stock === 'low' ? true : undefined,
  };
  const values: ListValues = {
    storeId,
    pattern: filter.q ? containsPattern(filter.q) : undefined,
    gtin14: shape.barcode ? gtin14(digits) : undefined,
    categoryId: filter.categoryId,
    published: filter.published === 'true',
  };
  const statement = preparedOnce(db, shapeName('operator_products', { ...shape }), (name) =>
    prepareProductPage(db, shape, name),
  );
  const rows = await statement.execute({
    ...values,
    offset: (filter.page - 1) * OPERATOR_PRODUCT_PAGE_SIZE,
  });
  return {
    ...answer,
    items: rows.map(toOperatorProduct),
    ...(await carriedTotal(db, rows, matchingProducts(db, shape, values), {
      page: filter.page,
      cap: capOf(shape),
    })),
  };
}
