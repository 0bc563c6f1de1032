import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A stored GTIN in its 14-digit form: the one the unique index holds and a
 * scan is matched by (GS1 pads every GTIN with leading zeros to 14 digits,
 * so a UPC-A and the EAN-13 with a 0 before it are the same item).
 */
export const gtin14Sql = (column: SQLWrapper): SQL => sql`lpad(${column}, 14, '0')`;
