import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stores } from './tables';

const query = new QueryBuilder();

/**
 * A store as other modules read it inside their own statements: its name,
 * currency and pickup point. A sub-select Postgres folds into the join.
 */
export const storeView = (as = 'store') =>
  query
    .select({
      id: stores.id,
      name: stores.name,
      currency: stores.currency,
      pickupAddress: stores.pickupAddress,
      pickupHours: stores.pickupHours,
    })
    .from(stores)
    .as(as);
