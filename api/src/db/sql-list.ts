import { sql } from 'drizzle-orm';

/** ('a', 'b') for a check constraint; the values are our own constants, never input. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
