import { sql, type SQL } from 'drizzle-orm';

/**
 * What a cart line, an order line and the ledger call a product row, as SQL
 * over the products table (or its alias): 'Basmati rice – 1 kg' for a
 * variant, the name alone for a product without options. It words the name as
 * variantName in @storefront/shared/contracts does, for statements that build
 * their answer in the database.
 */
export function variantNameSql(table = 'products'): SQL<string> {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  return sql<string>`(case when cardinality(${column('option_values')}) = 0 then ${column('name')}
    else ${column('name')} || ' – ' || array_to_string(${column('option_values')}, ', ') end)`;
}
